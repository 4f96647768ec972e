import { barGrid } from './meter';
import { seededRandom } from '@downbeat/synth';

/** Downbeat probabilities for bars of the given lengths: high on bar lines, low elsewhere, with noise. */
function probabilities(bars: number[], seed = 1, noise = 0.25): number[] {
  const random = seededRandom(seed);
  return bars.flatMap((length) =>
    Array.from({ length }, (_, position) => {
      const clean = position === 0 ? 0.8 : 0.1;
      return Math.min(0.99, Math.max(0.01, clean + random.between(-noise, noise)));
    }),
  );
}

const changes = (beatsPerBar: number[]) =>
  beatsPerBar.filter((length, index) => index > 0 && length !== beatsPerBar[index - 1]).length;

describe('barGrid', () => {
  it('numbers a steady 4/4 piece 1 2 3 4 without meter changes, through noisy bars', () => {
    const grid = barGrid(probabilities(Array(40).fill(4), 7, 0.35));
    expect(grid.values.slice(0, 8)).toEqual([1, 2, 3, 4, 1, 2, 3, 4]);
    expect(changes(grid.beatsPerBar)).toBe(0);
  });

  it('follows an eight-bar 3/4 bridge in a 4/4 song and comes back', () => {
    const bars = [...Array(16).fill(4), ...Array(8).fill(3), ...Array(16).fill(4)];
    const grid = barGrid(probabilities(bars, 3, 0.1));
    expect(changes(grid.beatsPerBar)).toBe(2);
    expect(grid.beatsPerBar[16 * 4]).toBe(3);
    expect(grid.values[16 * 4 + 8 * 3]).toBe(1);
  });

  it('does not change meter for one bar whose downbeat the network missed', () => {
    const downbeat = probabilities(Array(24).fill(4), 5, 0.1);
    downbeat[12 * 4] = 0.1;
    downbeat[12 * 4 + 2] = 0.6;
    const grid = barGrid(downbeat);
    expect(changes(grid.beatsPerBar)).toBe(0);
    expect(grid.values[13 * 4]).toBe(1);
  });

  it('reads a 4/4 piece whose third beats sound like downbeats as 4/4, the bar lines where the chords change', () => {
    // The network hears beats 1 and 3 of a pop song alike; a 2/4 reading would explain that as well.
    const downbeat = Array.from({ length: 32 * 4 }, (_, beat) => (beat % 2 === 0 ? 0.85 : 0.02));
    const harmony = downbeat.map((_, beat) => (beat % 4 === 0 ? 1 : -0.3));
    const grid = barGrid(downbeat, { harmony });
    expect(new Set(grid.beatsPerBar)).toEqual(new Set([4]));
    expect(grid.values.slice(0, 8)).toEqual([1, 2, 3, 4, 1, 2, 3, 4]);
  });

  it('reads a 2/4 march as 4/4 by default, so every downbeat it reports is a true one', () => {
    const grid = barGrid(probabilities(Array(40).fill(2), 9, 0.1));
    const reported = grid.values.flatMap((value, beat) => (value === 1 ? [beat] : []));
    expect(new Set(grid.beatsPerBar)).toEqual(new Set([4]));
    expect(reported.every((beat) => beat % 2 === 0)).toBe(true);
  });

  it('keeps to two-beat bars when told the beats divide in three (6/8)', () => {
    const grid = barGrid(probabilities(Array(20).fill(2)), { barLengths: [2] });
    expect(grid.values.slice(0, 4)).toEqual([1, 2, 1, 2]);
  });

  it('starts the bars on the first beat when told the music opens on one and the beats barely tell', () => {
    // Every other beat sounds like a bar line; the chords lean, a little, to bars from the third.
    const downbeat = Array.from({ length: 6 * 4 }, (_, beat) => (beat % 2 === 0 ? 0.6 : 0.1));
    const harmony = downbeat.map((_, beat) => (beat % 4 === 2 ? 0.3 : 0));
    expect(barGrid(downbeat, { harmony }).values.slice(0, 4)).toEqual([3, 4, 1, 2]);
    expect(barGrid(downbeat, { harmony, openingDownbeat: 8 }).values.slice(0, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps a pickup before clear bar lines a pickup, without a meter change', () => {
    const downbeat = [0.1, ...probabilities(Array(12).fill(4), 11, 0.1)];
    const grid = barGrid(downbeat, { openingDownbeat: 8, switchPenalty: 9 });
    expect(grid.values.slice(0, 5)).toEqual([4, 1, 2, 3, 4]);
    expect(changes(grid.beatsPerBar)).toBe(0);
  });
});
