import { createHash } from 'node:crypto';
import { demoTrackSpecs } from './demo-specs';
import { GENRES } from './genres';
import { groundTruthOf, synthesizeTrack } from './synthesize-track';
import { type TrackSpec } from './track-spec';
import { encodeWav } from './wav';

const spec = (overrides: Partial<TrackSpec> = {}): TrackSpec => ({
  name: 'clip',
  genre: 'pop',
  bpm: 120,
  meter: '4/4',
  sections: [
    { name: 'verse', bars: 2 },
    { name: 'chorus', bars: 2 },
  ],
  seed: 1,
  leadIn: 0.5,
  ...overrides,
});

const digest = (samples: Float32Array) => createHash('sha256').update(Buffer.from(samples.buffer)).digest('hex');

describe('synthesizeTrack', () => {
  it('renders the same samples and truth for the same spec and seed', () => {
    const first = synthesizeTrack(spec(), { sampleRate: 11025, channels: 1 });
    const second = synthesizeTrack(spec(), { sampleRate: 11025, channels: 1 });
    expect(digest(first.pcm)).toBe(digest(second.pcm));
    expect(first.truth).toEqual(second.truth);
    expect(digest(synthesizeTrack(spec({ seed: 2 }), { sampleRate: 11025, channels: 1 }).pcm)).not.toBe(
      digest(first.pcm),
    );
  });

  it('produces audible, unclipped stereo at 44.1 kHz by default', () => {
    const { pcm, sampleRate, channels, truth } = synthesizeTrack(spec());
    expect({ sampleRate, channels }).toEqual({ sampleRate: 44100, channels: 2 });
    expect(pcm.length).toBe(2 * Math.ceil(truth.duration * 44100));
    const peak = pcm.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
    expect(peak).toBeGreaterThan(0.5);
    expect(peak).toBeLessThanOrEqual(0.9);
  });
});

describe('ground truth', () => {
  it('lists every beat of every bar, one beat period apart, numbered from the downbeat', () => {
    const truth = groundTruthOf(spec());
    expect(truth.beats).toHaveLength(16);
    expect(truth.beats.map((beat) => beat.value)).toEqual([1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4]);
    expect(truth.beats[0]?.time).toBeCloseTo(0.5);
    expect(truth.beats[5]?.time).toBeCloseTo(0.5 + 5 * 0.5);
    expect(truth.chorus).toEqual([{ start: 4.5, end: 8.5 }]);
    expect(truth.sections.map((section) => section.name)).toEqual(['verse', 'chorus']);
  });

  it('counts 6/8 in dotted quarters: two beats per bar at the spec tempo', () => {
    const truth = groundTruthOf(spec({ meter: '6/8', bpm: 80 }));
    expect(truth.beats.map((beat) => beat.value)).toEqual([1, 2, 1, 2, 1, 2, 1, 2]);
    expect((truth.beats[1]?.time ?? 0) - (truth.beats[0]?.time ?? 0)).toBeCloseTo(0.75);
    expect(truth.meterSegments).toEqual([expect.objectContaining({ timeSignature: '6/8', beatsPerBar: 2 })]);
  });

  it('follows a section in another meter with its own bar positions and meter segment', () => {
    const truth = groundTruthOf(
      spec({
        sections: [
          { name: 'verse', bars: 1 },
          { name: 'bridge', bars: 2, meter: '3/4' },
          { name: 'chorus', bars: 1 },
        ],
      }),
    );
    expect(truth.beats.map((beat) => beat.value)).toEqual([1, 2, 3, 4, 1, 2, 3, 1, 2, 3, 1, 2, 3, 4]);
    expect(truth.meterSegments.map((segment) => segment.timeSignature)).toEqual(['4/4', '3/4', '4/4']);
    expect(truth.meterSegments[1]).toMatchObject({ start: 2.5, end: 5.5 });
  });

  it('rejects a meter change that would change the beat (4/4 to 6/8)', () => {
    expect(() => groundTruthOf(spec({ sections: [{ name: 'verse', bars: 1, meter: '6/8' }] }))).toThrow(
      /meter changes/,
    );
  });
});

describe('demoTrackSpecs', () => {
  it('spreads genres, meters, tempos and meter changes over a catalog of 60–180 s tracks', () => {
    const specs = demoTrackSpecs(40, 1);
    expect(new Set(specs.map((track) => track.genre))).toEqual(new Set(GENRES));
    expect(new Set(specs.map((track) => track.meter))).toEqual(new Set(['4/4', '3/4', '6/8']));
    expect(specs.filter((track) => track.sections.some((section) => section.meter)).length).toBeGreaterThanOrEqual(5);
    const tempos = specs.map((track) => track.bpm);
    expect(Math.min(...tempos)).toBeLessThan(80);
    expect(Math.max(...tempos)).toBeGreaterThan(150);
    for (const track of specs) {
      const truth = groundTruthOf(track);
      expect(truth.duration).toBeGreaterThanOrEqual(50);
      expect(truth.duration).toBeLessThanOrEqual(200);
      expect(truth.chorus.length).toBeGreaterThanOrEqual(2);
    }
    expect(demoTrackSpecs(40, 1)).toEqual(specs);
  });
});

describe('encodeWav', () => {
  it('writes a 16-bit PCM RIFF header and clamps samples', () => {
    const wav = encodeWav(new Float32Array([0, 1, -1, 2]), 44100, 2);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt16LE(22)).toBe(2);
    expect(wav.readUInt32LE(24)).toBe(44100);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.readUInt32LE(40)).toBe(8);
    expect([0, 1, 2, 3].map((index) => wav.readInt16LE(44 + 2 * index))).toEqual([0, 32767, -32767, 32767]);
  });
});
