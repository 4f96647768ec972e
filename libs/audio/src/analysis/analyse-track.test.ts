import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { overlapShare, writeSynthesizedTrack } from '@downbeat/synth';
import { clip, clipSpec } from '../testing/clips';
import { analysePcm, analyseTrack, highlightsFor } from './analyse-track';

const song = {
  genre: 'pop' as const,
  bpm: 128,
  sections: [
    { name: 'intro' as const, bars: 4 },
    { name: 'verse' as const, bars: 8 },
    { name: 'chorus' as const, bars: 8 },
    { name: 'verse' as const, bars: 8 },
    { name: 'chorus' as const, bars: 8 },
    { name: 'outro' as const, bars: 4 },
  ],
};

describe('highlights', () => {
  const track = clip(song);
  const analysis = analysePcm(track.pcm, track.sampleRate);

  it('picks a chorus over the intro and verses', () => {
    const [best] = highlightsFor(analysis, 12, 1);
    expect(best).toBeDefined();
    expect(overlapShare(best ?? { start: 0, end: 0 }, track.truth.chorus)).toBeGreaterThanOrEqual(0.5);
  });

  it('starts every highlight on a downbeat and lasts exactly the requested duration', () => {
    const downbeats = analysis.beats.filter((beat) => beat.value === 1).map((beat) => beat.time);
    const highlights = highlightsFor(analysis, 10, 3);
    expect(highlights.length).toBeGreaterThanOrEqual(2);
    for (const highlight of highlights) {
      expect(downbeats).toContain(highlight.start);
      expect(highlight.end - highlight.start).toBeCloseTo(10, 3);
    }
  });

  it('refuses durations outside 5–60 s', () => {
    expect(() => highlightsFor(analysis, 4, 1)).toThrow(/duration/);
    expect(() => highlightsFor(analysis, 61, 1)).toThrow(/duration/);
  });
});

describe('analyseTrack', () => {
  it('analyses a master file into plain JSON with beats, meter, loudness, waveform and highlights', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'audio-analysis-'));
    const spec = clipSpec({ genre: 'rock', bpm: 100, sections: song.sections });
    const { audioFile, truth } = await writeSynthesizedTrack(directory, spec, { sampleRate: 22050 });
    const analysis = await analyseTrack(audioFile);
    expect(JSON.parse(JSON.stringify(analysis))).toEqual(analysis);
    expect(Math.abs(analysis.bpm - 100)).toBeLessThanOrEqual(1);
    expect(analysis.duration).toBeCloseTo(truth.duration, 1);
    expect(analysis.meter).toMatchObject({ changes: 0, segments: [expect.objectContaining({ timeSignature: '4/4' })] });
    expect(analysis.loudness?.integratedLufs).toBeGreaterThan(-30);
    expect(analysis.loudness?.integratedLufs).toBeLessThan(-5);
    expect(analysis.waveform).toMatchObject({ version: 2, channels: 1, bits: 8 });
    expect(analysis.waveform.data).toHaveLength(2 * analysis.waveform.length);
    expect(analysis.highlights[0]?.duration).toBe(30);
  }, 60_000);
});
