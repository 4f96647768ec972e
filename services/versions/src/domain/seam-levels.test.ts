import { describe, expect, it } from '@jest/globals';
import { barGrid, type GridBeat } from './bar-grid';
import { levelStepCosts } from './seam-levels';

/** 16 bars of 4/4 at 120 BPM (2 s a bar): bars 0–7 a quiet verse, bars 8–15 a chorus 8 dB louder. */
function verseAndChorus() {
  const beats: GridBeat[] = [];
  for (let beat = 0; beat <= 64; beat++) beats.push({ time: beat * 0.5, value: (beat % 4) + 1 });
  const grid = barGrid(beats, 34);
  const levels = grid.bars.map((bar) => bar.beatTimes.map(() => (bar.index < 8 ? -26 : -18)));
  return { grid, levels };
}

describe('levelStepCosts', () => {
  const { grid, levels } = verseAndChorus();
  const n = grid.bars.length;
  const costs = levelStepCosts(grid.bars, levels);

  it('charges a jump that steps the short-term level from the verse into the chorus', () => {
    // From the middle of the verse into the middle of the chorus: an 8 dB step the track never makes there.
    expect(costs[3 * n + 11]).toBeGreaterThan(2);
    // Within the verse or within the chorus: no step.
    expect(costs[3 * n + 1]).toBe(0);
    expect(costs[12 * n + 9]).toBe(0);
  });

  it('lets a jump make the step the track itself makes at the same bar line', () => {
    // Bar 7 → 8 is the track's own verse-to-chorus entry; leaving bar 7 for another chorus bar is no worse.
    expect(costs[7 * n + 12]).toBe(0);
    expect(costs[7 * n + 8]).toBe(0);
  });
});
