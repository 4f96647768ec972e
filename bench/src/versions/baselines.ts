/**
 * The two baselines every version is compared with in the same run, as edit plans rendered by the
 * same code (same decoder, encoder and length handling):
 *   - trim + fade: the first N seconds with a 2 s fade-out (longer than the track: the track again
 *     from the top, cut hard); as a loop, the first N seconds cut hard at both ends.
 *   - naive bar concatenation: whole bars from the first downbeat, then the real ending, joined
 *     with hard cuts on downbeats, no similarity, no stretch: the length is whatever the bars add
 *     up to (the nearest bar count).
 */
import { type BarGrid, type EditPlan, type Segment, sourceSeconds } from '@downbeat/versions';

const FADE_SECONDS = 2;

export function trimFadePlan(target: number, soundEnd: number, loop: boolean): EditPlan {
  const segments: Segment[] = [];
  for (let left = target; left > 1e-6;) {
    const take = Math.min(left, soundEnd);
    segments.push({ from: 0, to: take });
    left -= take;
  }
  return {
    kind: loop ? 'loop' : 'whole',
    segments,
    stretch: 1,
    targetSeconds: target,
    fadeOutSeconds: loop ? 0.005 : Math.min(FADE_SECONDS, target * 0.3),
    fadeInSeconds: loop ? 0.005 : 0,
    loop,
    cost: 0,
  };
}

export function naiveBarsPlan(grid: BarGrid, target: number, loop: boolean): EditPlan {
  const bars = grid.bars;
  const ending = grid.ending.end - grid.ending.start;
  const budget = loop ? target : target - grid.introEnd - ending;
  const picked: Segment[] = [];
  let total = 0;
  for (let index = 0; bars.length > 0; index = (index + 1) % bars.length) {
    const bar = bars[index]!;
    const length = bar.end - bar.start;
    // Stop at the bar count nearest the budget.
    if (total + length / 2 > budget) break;
    const last = picked[picked.length - 1];
    if (last && Math.abs(last.to - bar.start) < 1e-6) last.to = bar.end;
    else picked.push({ from: bar.start, to: bar.end });
    total += length;
  }
  if (picked.length === 0) picked.push({ from: bars[0]!.start, to: bars[0]!.end });
  const segments = loop
    ? picked
    : [{ from: 0, to: grid.introEnd }, ...picked, { from: grid.ending.start, to: grid.ending.end }].filter(
        (segment) => segment.to > segment.from,
      );
  // Merge the intro into the first bar and the last bar into the ending where they touch.
  const merged: Segment[] = [];
  for (const segment of segments) {
    const last = merged[merged.length - 1];
    if (last && Math.abs(last.to - segment.from) < 1e-6) last.to = segment.to;
    else merged.push({ ...segment });
  }
  return {
    kind: loop ? 'loop' : 'bars',
    segments: merged,
    stretch: 1,
    targetSeconds: sourceSeconds(merged),
    fadeOutSeconds: 0.005,
    fadeInSeconds: 0,
    loop,
    cost: 0,
  };
}
