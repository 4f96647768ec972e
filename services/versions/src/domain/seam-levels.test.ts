import { describe, expect, it } from '@jest/globals';
import { barGrid, type GridBeat } from './bar-grid';
import { levelStepCosts, seamLevelRides } from './seam-levels';

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

describe('seamLevelRides', () => {
  /** The verse (0–16 s) at −26 dB, the chorus (16–32 s) at −18; nothing outside the track. */
  const level = (from: number, to: number) => (to <= 0 || from >= 32 ? null : to <= 16 ? -26 : from >= 16 ? -18 : -22);

  it('tucks the incoming chorus to the verse it follows when the track makes no such step there', () => {
    // From the middle of the verse into the middle of the chorus: 8 dB up where the track stays level.
    const [ride] = seamLevelRides([{ at: 8, out: 8, in: 24, wrap: false }], level);
    // Down to the free 1 dB step: a ride of −7 dB.
    expect(ride).toEqual({ at: 8, gainDb: -7 });
  });

  it('leaves a step the track itself makes at the bar line the splice leaves or enters', () => {
    // Leaving at 16 s, where the verse steps into the chorus anyway; entering at 16 s, the chorus's own entrance.
    expect(seamLevelRides([{ at: 16, out: 16, in: 20, wrap: false }], level)).toEqual([]);
    expect(seamLevelRides([{ at: 8, out: 8, in: 16, wrap: false }], level)).toEqual([]);
  });

  it('reads no step where a window holds no audio', () => {
    // From the end of the track back to its start: no level after 32 s nor before 0, so no step of
    // the track's own to allow — the free one alone.
    expect(seamLevelRides([{ at: 16, out: 32, in: 0, wrap: false }], level)).toEqual([{ at: 16, gainDb: 7 }]);
    // Into the last instant of the track: no level after the splice to compare.
    expect(seamLevelRides([{ at: 4, out: 4, in: 32, wrap: false }], level)).toEqual([]);
  });

  it("holds a loop's wrap to the free step, even where the track itself steps", () => {
    // From the verse's last bar into the chorus just after its entrance: as a jump, the track's own
    // 8 dB step; as a loop's wrap, a step at every repeat.
    const wrap = { at: 16, out: 16, in: 16.5 };
    expect(seamLevelRides([{ ...wrap, wrap: false }], level)).toEqual([]);
    expect(seamLevelRides([{ ...wrap, wrap: true }], level)).toEqual([{ at: 16, gainDb: -7 }]);
  });
});
