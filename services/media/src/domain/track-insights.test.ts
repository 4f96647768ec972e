import { analysePcm, ANALYSIS_SAMPLE_RATE } from '@downbeat/audio';
import { synthesizeTrack } from '@downbeat/synth';
import { MemoryDocumentStore } from '@downbeat/platform';
import { AnalysisRecords } from '../store/analysis-records';
import type { StoredAnalysis } from './ports';
import { highlightDurations, highlightsOf, TrackInsights } from './track-insights';

/** A real analysis of a short synthesised song (intro, verse, chorus) in 4/4 at 120 BPM. */
function analysedSong(): StoredAnalysis {
  const song = synthesizeTrack(
    {
      name: 'song',
      genre: 'pop',
      bpm: 120,
      meter: '4/4',
      seed: 4,
      leadIn: 0.3,
      sections: [
        { name: 'intro', bars: 4 },
        { name: 'verse', bars: 4 },
        { name: 'chorus', bars: 8 },
      ],
    },
    { sampleRate: ANALYSIS_SAMPLE_RATE, channels: 1 },
  );
  return {
    _id: 'trk_song',
    masterSha256: 'a'.repeat(64),
    analyzedAt: '2026-11-21T10:00:00.000Z',
    analysis: analysePcm(song.pcm, song.sampleRate),
  };
}

describe('popular segments', () => {
  const stored = analysedSong();
  const downbeatsMs = stored.analysis.beats.filter((beat) => beat.value === 1).map((beat) => beat.time * 1000);

  it('takes up to 5 durations of 5 to 60 seconds, 30 by default, and names `duration` otherwise', () => {
    expect(highlightDurations([])).toEqual([30]);
    expect(highlightDurations([5, 60, 15])).toEqual([5, 60, 15]);
    for (const bad of [[4], [61], [10.5], [5, 6, 7, 8, 9, 10]])
      expect(() => highlightDurations(bad)).toThrow(
        expect.objectContaining({ violations: [expect.objectContaining({ key: 'duration' })] }),
      );
  });

  it('answers one highlight per duration, in request order, each starting on a downbeat and lasting exactly the duration', () => {
    const highlights = highlightsOf(stored, [15, 8]);
    expect(highlights.map((highlight) => highlight.durationSeconds)).toEqual([15, 8]);
    for (const highlight of highlights) {
      expect(highlight.toMs - highlight.fromMs).toBe(highlight.durationSeconds * 1000);
      expect(downbeatsMs.some((downbeat) => Math.abs(downbeat - highlight.fromMs) <= 1)).toBe(true);
    }
  });

  it('prefers the chorus over the intro', () => {
    const [highlight] = highlightsOf(stored, [8]);
    // Intro and verse take 8 bars of 2 s after a 0.3 s lead-in: the chorus starts at 16.3 s.
    expect(highlight!.fromMs).toBeGreaterThanOrEqual(16_000);
  });

  it('has no highlight of a duration longer than the music', () => {
    expect(highlightsOf(stored, [60])).toEqual([]);
  });

  it('knows only analysed tracks: "Track was not found" otherwise', async () => {
    const store = new MemoryDocumentStore();
    await store.start();
    const analyses = new AnalysisRecords(store);
    await analyses.save(stored);
    const insights = new TrackInsights(analyses);
    expect((await insights.beats('trk_song')).length).toBe(stored.analysis.beats.length);
    await expect(insights.beats('trk_other')).rejects.toMatchObject({
      kind: 'not-found',
      message: 'Track was not found',
    });
    await expect(insights.highlights('trk_other', [10])).rejects.toMatchObject({ kind: 'not-found' });
  });
});
