/**
 * Plans a version of a requested length. Normal lengths: the real intro, bars chosen by the graph
 * search, the real ending (its ring may be shortened and faded), closed by a stretch of at most
 * ±3 %. Very short lengths (≤ 8 s): a highlight played into the ending; shorter still, the last
 * beats and the ending alone. Loops: bars whose last one flows back into the first.
 */
import { DomainError } from '@downbeat/platform';
import { type BarGrid, beatsIn, shortestEnding } from './bar-grid';
import { type JumpRules, pathTo, type PathStart, type PathTable, searchPaths, segmentsOfBars } from './bar-paths';
import { type EditPlan, STRETCH_LIMIT } from './edit-plan';

export const SHORT_VERSION_SECONDS = 8;
/**
 * Cost of each per cent of stretch, of cutting the whole ring of the ending, and of each second of
 * silence after it. A stretch is inaudible at a few per cent but moves every beat (and can tip a
 * beat tracker into another tempo octave, bench:versions found), so cutting the ring or letting it
 * fall silent a little longer comes first.
 */
const STRETCH_PER_PERCENT = 0.25;
const ENDING_CUT = 0.5;
const SILENCE_PER_SECOND = 0.1;
/** Silence the ending may be followed by: the ring has died away, a pause before the cut is natural. */
const LONGEST_SILENCE = 1.5;
/** Starting a normal-length version anywhere but the track's own start. */
const LATE_START = 2;

export interface VersionRequest {
  grid: BarGrid;
  rules: Omit<JumpRules, 'protectEnds'>;
  /** Bars that start the best highlights, best first. */
  highlightBars: number[];
  targetSeconds: number;
}

export function planVersion(request: VersionRequest): EditPlan {
  const { grid, targetSeconds } = request;
  const n = grid.bars.length;
  const short = targetSeconds <= SHORT_VERSION_SECONDS;
  const starts: PathStart[] = [{ bar: 0, cost: short ? 1 : 0 }];
  request.highlightBars.slice(0, 4).forEach((bar, rank) => {
    if (bar > 0 && bar < n) starts.push({ bar, cost: short ? rank * 0.2 : LATE_START + rank * 0.2 });
  });
  const eFull = grid.ending.end - grid.ending.start;
  const eMin = shortestEnding(grid);
  const maxBeats = Math.ceil(targetSeconds / (1 - STRETCH_LIMIT) / grid.beatPeriod) + 4;
  const rules: JumpRules = { ...request.rules, protectEnds: true };
  const table = searchPaths(grid, rules, starts, maxBeats, [Math.max(1, n - 4), n - 1]);
  const best = bestEnding(table, grid, targetSeconds, eMin, eFull);
  if (!best) return sting(grid, targetSeconds, eMin, eFull);
  const path = pathTo(table, best.state);
  const segments = segmentsOfBars(grid, path);
  const first = segments[0] as { from: number; to: number };
  if (path[0] === 0) first.from = 0;
  const last = segments[segments.length - 1] as { from: number; to: number };
  last.to = grid.ending.start + best.ending;
  const kind = path[0] !== 0 ? 'highlight' : segments.length === 1 ? 'whole' : 'bars';
  return {
    kind,
    segments,
    stretch: best.stretch,
    targetSeconds,
    fadeOutSeconds: endingFade(grid, best.ending, eFull),
    fadeInSeconds: path[0] === 0 ? 0 : 0.005,
    loop: false,
    cost: best.cost,
  };
}

interface Fit {
  state: number;
  cost: number;
  stretch: number;
  /** Seconds of the ending kept. */
  ending: number;
}

/** The cheapest final state (the last bar, then the ending) that fits the length. */
function bestEnding(table: PathTable, grid: BarGrid, target: number, eMin: number, eFull: number): Fit | undefined {
  const width = table.maxBeats + 1;
  const lastBar = table.bars - 1;
  let best: Fit | undefined;
  for (let m = 0; m <= table.maxBeats; m++) {
    const state = lastBar * width + m;
    const cost = table.cost[state] as number;
    if (cost === Infinity) continue;
    const first = pathTo(table, state)[0] as number;
    const intro = first === 0 ? grid.introEnd : 0;
    const body = intro + (table.seconds[state] as number);
    const fit = fitLength(body, target, eMin, eFull);
    if (!fit) continue;
    const total = cost + fit.cost;
    if (!best || total < best.cost) best = { state, cost: total, stretch: fit.stretch, ending: fit.ending };
  }
  return best;
}

/** Brings `body` + an ending of eMin…eFull seconds to `target`: cut the ring first, then stretch. */
export function fitLength(
  body: number,
  target: number,
  eMin: number,
  eFull: number,
): { stretch: number; ending: number; cost: number } | undefined {
  let stretch = 1;
  let ending = target - body;
  if (ending > eFull + LONGEST_SILENCE) {
    stretch = target / (body + eFull + LONGEST_SILENCE);
    ending = eFull + LONGEST_SILENCE;
  } else if (ending < eMin) {
    stretch = target / (body + eMin);
    ending = eMin;
  }
  if (Math.abs(stretch - 1) > STRETCH_LIMIT + 1e-9) return undefined;
  const cost =
    Math.abs(Math.log(stretch)) * 100 * STRETCH_PER_PERCENT +
    (ENDING_CUT * Math.max(0, eFull - ending)) / Math.max(eFull, 1e-6) +
    SILENCE_PER_SECOND * Math.max(0, ending - eFull);
  return { stretch, ending, cost };
}

/** A fade over the ring that was cut: longer the more ring is left, never over the last beat. */
function endingFade(grid: BarGrid, kept: number, full: number): number {
  if (full - kept < 0.05) return 0.015;
  const ring = kept - (grid.ending.lastBeat - grid.ending.start);
  return Math.max(0.015, Math.min(1, ring * 0.8));
}

/**
 * The shortest versions: continuous audio from a beat just before the last downbeat to the end,
 * its ring cut and faded. No splice at all.
 */
function sting(grid: BarGrid, target: number, eMin: number, eFull: number): EditPlan {
  const beats = grid.bars.flatMap((bar) => bar.beatTimes).filter((time) => time < grid.ending.start);
  let from = grid.ending.start;
  for (let index = beats.length - 1; index >= 0; index--) {
    const candidate = beats[index] as number;
    if (grid.ending.start - candidate + eMin > target * (1 + STRETCH_LIMIT)) break;
    from = candidate;
    if (grid.ending.start - candidate + eFull >= target) break;
  }
  const body = grid.ending.start - from;
  const fit = fitLength(body, target, Math.min(eMin, target), eFull) ?? {
    stretch: 1,
    ending: Math.min(eFull, Math.max(0, target - body)),
    cost: 0,
  };
  return {
    kind: 'sting',
    segments: [{ from, to: grid.ending.start + fit.ending }],
    stretch: fit.stretch,
    targetSeconds: target,
    fadeOutSeconds: Math.max(0.015, Math.min(0.5, target * 0.3)),
    fadeInSeconds: from === 0 ? 0 : 0.005,
    loop: false,
    cost: fit.cost,
  };
}

/** Loops: from a phrase start, bars whose last one leads back into the first; no intro, no ending. */
export function planLoop(request: VersionRequest): EditPlan {
  const { grid, targetSeconds } = request;
  const n = grid.bars.length;
  const rules: JumpRules = { ...request.rules, protectEnds: false };
  const shortestBar = Math.min(...grid.bars.map((bar) => bar.end - bar.start));
  if (targetSeconds < shortestBar * (1 - STRETCH_LIMIT))
    throw failedPrecondition(
      `a loop holds at least one bar: this track's bars last ${shortestBar.toFixed(2)} s, longer than ${targetSeconds} s`,
    );
  const phraseStarts = grid.bars
    .map((bar) => bar.index)
    .filter((bar) => ((bar - rules.phraseOffset) % 4 === 0 || n < 8) && bar <= Math.max(0, n - 2));
  const ranked = [...new Set([...request.highlightBars.filter((bar) => phraseStarts.includes(bar)), ...phraseStarts])];
  const maxBeats = Math.ceil(targetSeconds / (1 - STRETCH_LIMIT) / grid.beatPeriod) + 4;
  let best: { plan: EditPlan; cost: number } | undefined;
  /** Unstretched lengths of the loops found, for naming the nearest ones when none fits. */
  const lengths = new Set<number>();
  for (const [rank, start] of ranked.slice(0, 8).entries()) {
    const table = searchPaths(grid, rules, [{ bar: start, cost: rank * 0.1 }], maxBeats);
    const width = maxBeats + 1;
    for (let i = 0; i < n; i++) {
      for (let m = beatsIn(grid.bars[start]!); m <= maxBeats; m++) {
        const state = i * width + m;
        const cost = table.cost[state] as number;
        if (cost === Infinity) continue;
        const stretch = targetSeconds / (table.seconds[state] as number);
        if (Math.abs(stretch - 1) > STRETCH_LIMIT) {
          lengths.add(table.seconds[state] as number);
          continue;
        }
        const wrap = i + 1 === start ? 0 : (rules.jumps[i * n + start] as number) + 0.3;
        const total = cost + wrap + Math.abs(Math.log(stretch)) * 100 * STRETCH_PER_PERCENT;
        if (best && total >= best.cost) continue;
        best = {
          cost: total,
          plan: {
            kind: 'loop',
            segments: segmentsOfBars(grid, pathTo(table, state)),
            stretch,
            targetSeconds,
            fadeOutSeconds: 0,
            fadeInSeconds: 0,
            loop: true,
            cost: total,
          },
        };
      }
    }
  }
  if (!best)
    throw failedPrecondition(
      `no run of whole bars of this track lasts ${targetSeconds} s within ±3 %${nearestLoops(lengths, targetSeconds)}`,
    );
  return best.plan;
}

/**
 * What a partner can ask for instead: the longest loop length under the target and the shortest over
 * it that whole bars reach within the stretch limit, to a tenth of a second inside that reach.
 */
function nearestLoops(lengths: Set<number>, targetSeconds: number): string {
  let shorter = -Infinity;
  let longer = Infinity;
  for (const seconds of lengths) {
    const lowest = Math.ceil(seconds * (1 - STRETCH_LIMIT) * 10) / 10;
    const highest = Math.floor(seconds * (1 + STRETCH_LIMIT) * 10) / 10;
    if (lowest > highest) continue;
    if (highest < targetSeconds) shorter = Math.max(shorter, highest);
    if (lowest > targetSeconds) longer = Math.min(longer, lowest);
  }
  const offers = [shorter, longer].filter(Number.isFinite).map((seconds) => `${seconds.toFixed(1)} s`);
  return offers.length ? `; the nearest loops of this track last ${offers.join(' or ')}` : '';
}

const failedPrecondition = (message: string) => new DomainError('failed-precondition', message);
