/**
 * The graph search over bars: a dynamic programme over (bar, beats played so far) whose edges are
 * "play the next bar" (free) or "jump to bar j" (its jump cost plus phrase penalties). Counting
 * beats rather than seconds keeps the state space small; each state also carries the exact source
 * seconds of its best path, so the caller can fit the result to the requested length.
 */
import { type BarGrid, beatsIn } from './bar-grid';

export interface JumpRules {
  /** n × n jump costs (jump-costs.ts). */
  jumps: Float32Array;
  /** Bar index where four-bar phrases start (mod 4). */
  phraseOffset: number;
  /** Keep the first phrase and the last phrase whole (versions with the real intro and ending). */
  protectEnds: boolean;
}

export const PENALTY = {
  /** Every splice costs something: fewer splices, fewer chances to be heard. */
  jump: 0.3,
  /** The jump breaks the four-bar phrase (bar j is not at i+1's place in its phrase). */
  phrase4: 1,
  /** The jump keeps four-bar but breaks eight-bar phrasing. */
  phrase8: 0.25,
  /** The splice is inside a phrase rather than on its boundary. */
  insidePhrase: 0.3,
  /** The jump leaves the first phrase or lands inside the last one. */
  ends: 1,
};

/** Jump targets kept per bar and direction: the cheapest ones (the search stays linear in bars). */
const CANDIDATES = 10;

export interface PathStart {
  bar: number;
  cost: number;
}

export interface PathTable {
  bars: number;
  maxBeats: number;
  cost: Float64Array;
  seconds: Float64Array;
  back: Int32Array;
}

/** The full cost of jumping from bar i to bar j (not its natural successor). */
export function jumpCost(rules: JumpRules, n: number, i: number, j: number): number {
  const mod = (value: number, by: number) => ((value % by) + by) % by;
  let cost = (rules.jumps[i * n + j] as number) + PENALTY.jump;
  const shift = i + 1 - j;
  if (mod(shift, 4) !== 0) cost += PENALTY.phrase4;
  else if (mod(shift, 8) !== 0) cost += PENALTY.phrase8;
  if (mod(j - rules.phraseOffset, 4) !== 0) cost += PENALTY.insidePhrase;
  if (rules.protectEnds && (i < rules.phraseOffset + 3 || j > n - 4)) cost += PENALTY.ends;
  return cost;
}

/** For each bar, its natural successor and the cheapest jumps back and forward (plus `always`). */
export function successors(rules: JumpRules, n: number, always: number[] = []): Array<Array<[number, number]>> {
  return Array.from({ length: n }, (_, i) => {
    const back: Array<[number, number]> = [];
    const forward: Array<[number, number]> = [];
    for (let j = 0; j < n; j++) {
      if (j === i + 1) continue;
      (j <= i ? back : forward).push([j, jumpCost(rules, n, i, j)]);
    }
    const cheapest = (list: Array<[number, number]>) => list.sort((a, b) => a[1] - b[1]).slice(0, CANDIDATES);
    const chosen = [...cheapest(back), ...cheapest(forward)];
    for (const j of always)
      if (j !== i + 1 && j >= 0 && j < n && !chosen.some(([bar]) => bar === j))
        chosen.push([j, jumpCost(rules, n, i, j)]);
    return i + 1 < n ? [[i + 1, 0] as [number, number], ...chosen] : chosen;
  });
}

/** Best cost of every (bar, beats) state up to `maxBeats`, from the given starts. */
export function searchPaths(
  grid: BarGrid,
  rules: JumpRules,
  starts: PathStart[],
  maxBeats: number,
  always: number[] = [],
): PathTable {
  const n = grid.bars.length;
  const width = maxBeats + 1;
  const cost = new Float64Array(n * width).fill(Infinity);
  const seconds = new Float64Array(n * width);
  const back = new Int32Array(n * width).fill(-1);
  const beats = grid.bars.map(beatsIn);
  const durations = grid.bars.map((bar) => bar.end - bar.start);
  for (const start of starts) {
    const m = beats[start.bar] as number;
    const state = start.bar * width + m;
    if (m <= maxBeats && start.cost < (cost[state] as number)) {
      cost[state] = start.cost;
      seconds[state] = durations[start.bar] as number;
    }
  }
  const next = successors(rules, n, always);
  for (let m = 0; m <= maxBeats; m++) {
    for (let i = 0; i < n; i++) {
      const state = i * width + m;
      const here = cost[state] as number;
      if (here === Infinity) continue;
      for (const [j, step] of next[i] as Array<[number, number]>) {
        const beatsAfter = m + (beats[j] as number);
        if (beatsAfter > maxBeats) continue;
        const target = j * width + beatsAfter;
        if (here + step < (cost[target] as number)) {
          cost[target] = here + step;
          seconds[target] = (seconds[state] as number) + (durations[j] as number);
          back[target] = state;
        }
      }
    }
  }
  return { bars: n, maxBeats, cost, seconds, back };
}

/** The bars of the best path into `state`, first to last. */
export function pathTo(table: PathTable, state: number): number[] {
  const width = table.maxBeats + 1;
  const bars: number[] = [];
  for (let at = state; at >= 0; at = table.back[at] as number) bars.push(Math.floor(at / width));
  return bars.reverse();
}

/** Bars played in order → source segments: runs of consecutive bars merge into one segment. */
export function segmentsOfBars(grid: BarGrid, path: number[]): Array<{ from: number; to: number }> {
  const segments: Array<{ from: number; to: number }> = [];
  path.forEach((index, order) => {
    const bar = grid.bars[index];
    if (!bar) return;
    const last = segments[segments.length - 1];
    if (last && order > 0 && path[order - 1] === index - 1) last.to = bar.end;
    else segments.push({ from: bar.start, to: bar.end });
  });
  return segments;
}
