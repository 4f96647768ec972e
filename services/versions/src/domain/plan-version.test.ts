import { describe, expect, it } from '@jest/globals';
import { barGrid, type GridBeat } from './bar-grid';
import { impliedGrid, sourceSeconds, splicesOf } from './edit-plan';
import { planLoop, planVersion, type VersionRequest } from './plan-version';

/** A steady 4/4 track at 120 BPM: `bars` whole bars from 0.5 s, then a final downbeat and 3 s of ring. */
function steadyTrack(bars: number): { beats: GridBeat[]; soundEnd: number } {
  const beats: GridBeat[] = [];
  for (let beat = 0; beat <= bars * 4; beat++) beats.push({ time: 0.5 + beat * 0.5, value: (beat % 4) + 1 });
  return { beats, soundEnd: 0.5 + bars * 2 + 3 };
}

/** Bars that all sound alike except where `different` says: jumps between alike bars are cheap. */
function request(bars: number, targetSeconds: number, different: number[] = []): VersionRequest {
  const track = steadyTrack(bars);
  const grid = barGrid(track.beats, track.soundEnd);
  const n = grid.bars.length;
  const jumps = new Float32Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) jumps[i * n + j] = different.includes(j) || different.includes(i + 1) ? 3 : 0.1;
  return { grid, rules: { jumps, phraseOffset: 0 }, highlightBars: [8, 16], targetSeconds };
}

describe('planVersion', () => {
  it('keeps the real intro and the real ending and splices only on downbeats', () => {
    const req = request(32, 37);
    const plan = planVersion(req);
    expect(plan.segments[0]?.from).toBe(0);
    expect(plan.segments[plan.segments.length - 1]?.to).toBeGreaterThan(req.grid.ending.lastBeat);
    const downbeats = req.grid.bars.map((bar) => bar.start).concat(req.grid.ending.start);
    for (const splice of splicesOf(plan)) {
      expect(downbeats).toContain(splice.out);
      expect(downbeats).toContain(splice.in);
    }
  });

  it('lands on the requested length within a ±3 % stretch', () => {
    for (const target of [20, 37, 61, 150]) {
      const plan = planVersion(request(32, target));
      expect(Math.abs(plan.stretch - 1)).toBeLessThanOrEqual(0.03);
      const ringCut = plan.segments[plan.segments.length - 1]!.to;
      expect(ringCut).toBeGreaterThan(0);
      expect(sourceSeconds(plan.segments) * plan.stretch).toBeCloseTo(target, 3);
    }
  });

  it('jumps between bars that sound alike and keeps four-bar phrasing', () => {
    const plan = planVersion(request(32, 41, [12, 13, 14, 15]));
    for (const splice of splicesOf(plan)) {
      const outBar = (splice.out - 0.5) / 2;
      const inBar = (splice.in - 0.5) / 2;
      expect(Math.abs(outBar - inBar) % 4).toBe(0);
    }
  });

  it('makes a version longer than the track by repeating phrases', () => {
    const plan = planVersion(request(16, 90));
    expect(plan.kind).toBe('bars');
    expect(sourceSeconds(plan.segments)).toBeGreaterThan(40);
  });

  it('closes a very short version with the ending and no splice at all', () => {
    const plan = planVersion(request(32, 2));
    expect(plan.kind).toBe('sting');
    expect(plan.segments).toHaveLength(1);
  });
});

describe('planLoop', () => {
  it('gives whole bars whose grid continues across the wrap', () => {
    const req = request(32, 16);
    const plan = planLoop(req);
    expect(plan.loop).toBe(true);
    expect(sourceSeconds(plan.segments) * plan.stretch).toBeCloseTo(16, 3);
    const grid = impliedGrid(plan, steadyTrack(32).beats, 3);
    const downbeats = grid.filter((beat) => beat.value === 1).map((beat) => beat.time);
    const gaps = downbeats.slice(1).map((time, index) => time - downbeats[index]!);
    for (const gap of gaps) expect(gap).toBeCloseTo(2 * plan.stretch, 3);
  });

  it('refuses a loop no whole bars reach, naming the nearest lengths that loop', () => {
    // 15 s at 120 BPM is 7.5 bars: 7 bars (14 s) stretch to at most 14.4 s, 8 bars (16 s) to no
    // less than 15.6 s.
    expect(() => planLoop(request(32, 15))).toThrow(
      'no run of whole bars of this track lasts 15 s within ±3 %; the nearest loops of this track last 14.4 s or 15.6 s',
    );
  });

  it('refuses a loop shorter than one bar, saying why', () => {
    expect(() => planLoop(request(32, 1))).toThrow(/at least one bar/);
  });
});

describe('impliedGrid', () => {
  it('keeps a downbeat a segment starts on a few ms after it, once', () => {
    // The segments start on the downbeats' attacks, 3 ms after the grid's beat times.
    const beats = steadyTrack(32).beats;
    const segments = [
      { from: 4.503, to: 8.503 },
      { from: 4.503, to: 6.503 },
    ];
    const grid = impliedGrid({ segments, stretch: 1, targetSeconds: 6 }, beats);
    expect(grid.filter((beat) => beat.value === 1).map((beat) => Math.round(beat.time * 1000))).toEqual([
      -3, 1997, 3997,
    ]);
    expect(grid).toHaveLength(12);
  });
});
