/**
 * The standard scores of beat and downbeat tracking against annotated (here: synthesised) truth,
 * so the benchmark numbers are comparable with the literature: F-measure with a ±70 ms window,
 * and the continuity scores CMLt (correct metrical level, total) and AMLt (allowed metrical levels:
 * double, half and off-beat also count), with a tolerance of 17.5 % of the beat interval.
 * Times are in seconds; lists need not be sorted.
 */

const sorted = (times: number[]) => [...times].sort((a, b) => a - b);

/**
 * F-measure of estimated against reference event times: each reference matches at most one
 * estimate within ±`window` seconds. 1 when both are empty, 0 when only one is.
 */
export function fMeasure(estimated: number[], reference: number[], window = 0.07): number {
  if (estimated.length === 0 && reference.length === 0) return 1;
  if (estimated.length === 0 || reference.length === 0) return 0;
  const matched = countMatches(sorted(estimated), sorted(reference), window);
  const precision = matched / estimated.length;
  const recall = matched / reference.length;
  return precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
}

/** Greedy one-to-one matching in time order; exact when the window is under half a beat. */
function countMatches(estimated: number[], reference: number[], window: number): number {
  let matched = 0;
  let next = 0;
  for (const time of reference) {
    while (next < estimated.length && (estimated[next] as number) < time - window) next++;
    if (next < estimated.length && Math.abs((estimated[next] as number) - time) <= window) {
      matched++;
      next++;
    }
  }
  return matched;
}

export interface Continuity {
  /** Longest continuously correct stretch at the annotated level, as a share of the beats. */
  cmlc: number;
  /** All correct beats at the annotated level, as a share of the beats. */
  cmlt: number;
  amlc: number;
  /** As CMLt, but the best of the annotated, double, half and off-beat levels. */
  amlt: number;
}

/** Continuity scores (Hainsworth; Klapuri et al.) with tolerance `tolerance` × beat interval. */
export function continuity(estimated: number[], reference: number[], tolerance = 0.175): Continuity {
  const estimates = sorted(estimated);
  const annotations = sorted(reference);
  const atLevel = continuityAt(estimates, annotations, tolerance);
  let best = atLevel;
  for (const variant of metricalVariants(annotations)) {
    const scores = continuityAt(estimates, variant, tolerance);
    if (scores.total > best.total) best = scores;
    if (scores.total === best.total && scores.longest > best.longest) best = scores;
  }
  return { cmlc: atLevel.longest, cmlt: atLevel.total, amlc: best.longest, amlt: best.total };
}

function continuityAt(estimates: number[], annotations: number[], tolerance: number) {
  if (annotations.length < 2 || estimates.length < 2) return { longest: 0, total: 0 };
  const correct = annotations.map((time, index) => {
    const interval =
      index + 1 < annotations.length
        ? (annotations[index + 1] as number) - time
        : time - (annotations[index - 1] as number);
    const window = tolerance * interval;
    const nearest = nearestIndex(estimates, time);
    const estimate = estimates[nearest] as number;
    if (Math.abs(estimate - time) > window) return false;
    // The period must be right too: the estimated interval into this beat (out of it, for the
    // first beat) matches the annotated one.
    const annotatedInterval =
      index === 0 ? (annotations[1] as number) - time : time - (annotations[index - 1] as number);
    const neighbour = index === 0 ? estimates[nearest + 1] : estimates[nearest - 1];
    if (neighbour === undefined) return false;
    const estimatedInterval = Math.abs(estimate - neighbour);
    return Math.abs(estimatedInterval - annotatedInterval) <= tolerance * annotatedInterval;
  });
  let longest = 0;
  let run = 0;
  let total = 0;
  for (const ok of correct) {
    run = ok ? run + 1 : 0;
    total += ok ? 1 : 0;
    longest = Math.max(longest, run);
  }
  return { longest: longest / annotations.length, total: total / annotations.length };
}

function nearestIndex(times: number[], target: number): number {
  let low = 0;
  let high = times.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((times[middle] as number) < target) low = middle + 1;
    else high = middle;
  }
  if (low > 0 && Math.abs((times[low - 1] as number) - target) <= Math.abs((times[low] as number) - target))
    return low - 1;
  return low;
}

/** The other metrical levels AMLt accepts: off-beat, double tempo, and half tempo on either phase. */
function metricalVariants(annotations: number[]): number[][] {
  const midpoints = annotations.slice(1).map((time, index) => ((annotations[index] as number) + time) / 2);
  const doubled = sorted([...annotations, ...midpoints]);
  return [
    midpoints,
    doubled,
    annotations.filter((_, index) => index % 2 === 0),
    annotations.filter((_, index) => index % 2 === 1),
  ];
}

export interface PositionedBeat {
  time: number;
  /** Position in the bar, 1 = downbeat. */
  value: number;
}

/** Downbeat F-measure: the F-measure of the beats whose value is 1. */
export function downbeatFMeasure(estimated: PositionedBeat[], reference: PositionedBeat[], window = 0.07): number {
  const downbeats = (beats: PositionedBeat[]) => beats.filter((beat) => beat.value === 1).map((beat) => beat.time);
  return fMeasure(downbeats(estimated), downbeats(reference), window);
}

/**
 * Downbeat precision: the share of estimated downbeats within the window of a true one — what a
 * partner syncing cuts to our downbeats sees (4/4 read as 2/4 halves it; 2/4 read as 4/4 keeps it).
 * 1 when nothing is estimated.
 */
export function downbeatPrecision(estimated: PositionedBeat[], reference: PositionedBeat[], window = 0.07): number {
  const downbeats = (beats: PositionedBeat[]) =>
    sorted(beats.filter((beat) => beat.value === 1).map((beat) => beat.time));
  const ours = downbeats(estimated);
  return ours.length === 0 ? 1 : countMatches(ours, downbeats(reference), window) / ours.length;
}

/** Share of reference beats that have an estimate within the window carrying the same bar position. */
export function barPositionAccuracy(estimated: PositionedBeat[], reference: PositionedBeat[], window = 0.07): number {
  if (reference.length === 0) return estimated.length === 0 ? 1 : 0;
  const estimates = [...estimated].sort((a, b) => a.time - b.time);
  const times = estimates.map((beat) => beat.time);
  let right = 0;
  for (const beat of reference) {
    if (times.length === 0) break;
    const nearest = estimates[nearestIndex(times, beat.time)] as PositionedBeat;
    if (Math.abs(nearest.time - beat.time) <= window && nearest.value === beat.value) right++;
  }
  return right / reference.length;
}

/** Whether an estimated tempo is within `tolerance` BPM of the truth. */
export const bpmWithin = (estimated: number, reference: number, tolerance = 1) =>
  Math.abs(estimated - reference) <= tolerance;

export interface Span {
  start: number;
  end: number;
}

/** Share of a highlight's length that lies inside any of the given spans (e.g. the choruses). */
export function overlapShare(highlight: Span, spans: Span[]): number {
  const length = highlight.end - highlight.start;
  if (length <= 0) return 0;
  let inside = 0;
  for (const span of spans) {
    inside += Math.max(0, Math.min(highlight.end, span.end) - Math.max(highlight.start, span.start));
  }
  return Math.min(1, inside / length);
}
