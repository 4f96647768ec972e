import { barPositionAccuracy, downbeatFMeasure, fMeasure } from '../evaluation/beat-scores';
import { clip } from '../testing/clips';
import { analyseRhythm } from './rhythm';

const analyse = (track: ReturnType<typeof clip>) => analyseRhythm(track.pcm, track.sampleRate);
const times = (beats: Array<{ time: number }>) => beats.map((beat) => beat.time);

describe('analyseRhythm', () => {
  it('finds the beats and tempo of a steady 4/4 song', () => {
    const track = clip({ genre: 'pop', bpm: 112 });
    const rhythm = analyse(track);
    expect(fMeasure(times(rhythm.beats), times(track.truth.beats))).toBeGreaterThanOrEqual(0.95);
    expect(Math.abs(rhythm.bpm - 112)).toBeLessThanOrEqual(1);
    expect(downbeatFMeasure(rhythm.beats, track.truth.beats)).toBeGreaterThanOrEqual(0.9);
    expect(rhythm.meterSegments.map((segment) => segment.timeSignature)).toEqual(['4/4']);
  });

  it('does not halve a slow hip-hop tempo or double a fast rock one', () => {
    for (const [genre, bpm] of [
      ['hip-hop', 76],
      ['rock', 164],
    ] as const) {
      const rhythm = analyse(clip({ genre, bpm }));
      expect(Math.abs(rhythm.bpm - bpm)).toBeLessThanOrEqual(1);
    }
  });

  it('numbers the beats of a 3/4 waltz 1, 2, 3', () => {
    const track = clip({ genre: 'folk', meter: '3/4', bpm: 132 });
    const rhythm = analyse(track);
    expect(barPositionAccuracy(rhythm.beats, track.truth.beats)).toBeGreaterThanOrEqual(0.9);
    expect(rhythm.meterSegments.map((segment) => segment.timeSignature)).toEqual(['3/4']);
  });

  it('counts 6/8 as two dotted-quarter beats per bar', () => {
    const track = clip({ genre: 'folk', meter: '6/8', bpm: 84 });
    const rhythm = analyse(track);
    expect(Math.abs(rhythm.bpm - 84)).toBeLessThanOrEqual(1);
    expect(barPositionAccuracy(rhythm.beats, track.truth.beats)).toBeGreaterThanOrEqual(0.9);
    expect(rhythm.meterSegments.map((segment) => segment.timeSignature)).toEqual(['6/8']);
  });

  it('follows a 4/4 song into a 3/4 bridge and back', () => {
    const track = clip({
      genre: 'rock',
      bpm: 120,
      sections: [
        { name: 'verse', bars: 8 },
        { name: 'bridge', bars: 8, meter: '3/4' },
        { name: 'chorus', bars: 8 },
      ],
    });
    const rhythm = analyse(track);
    expect(downbeatFMeasure(rhythm.beats, track.truth.beats)).toBeGreaterThanOrEqual(0.9);
    expect(rhythm.meterSegments.map((segment) => segment.timeSignature)).toEqual(['4/4', '3/4', '4/4']);
    const bridge = track.truth.meterSegments[1];
    expect(Math.abs((rhythm.meterSegments[1]?.start ?? 0) - (bridge?.start ?? 0))).toBeLessThan(0.1);
  });

  it('reports no beats and no tempo in silence', () => {
    const rhythm = analyseRhythm(new Float32Array(11025 * 5), 11025);
    expect(rhythm.beats).toEqual([]);
    expect(rhythm.bpm).toBe(0);
  });
});
