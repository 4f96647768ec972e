/**
 * Beat tracking as a hidden Markov model over (beat period, phase) — the "bar pointer" idea of
 * Whiteley, Cemgil and Godsill, in the compact form of Krebs, Böck and Widmer (2015) — decoded by
 * Viterbi. The phase advances one frame per frame; when it wraps, a beat is due and the period may
 * change a little. Unlike one fixed period, this follows rubato and drift; unlike picking onsets, it
 * keeps the beat through quiet passages.
 *
 * The decoding is cheap because every non-beat frame adds the same score to every state: only the
 * states on a beat differ, so each period keeps a ring buffer indexed by (frame − phase) and a
 * frame costs one update per period and neighbouring period, not one per state.
 */

export interface BeatTrackOptions {
  /** Beat periods to consider, in frames (fractional allowed; rounded to whole frames). */
  periods: number[];
  /** Log-score of the prior for each period, added at every beat (favours tempi near the estimate). */
  periodPrior?: number[];
  /** Cost of a change of period between two beats per unit of |log ratio| (higher: steadier tempo). */
  tempoChangeCost?: number;
  /** Largest tempo change from one beat to the next, as a ratio. */
  largestChange?: number;
  /**
   * Where beats really peak (e.g. the activation the salience was smoothed from): each beat moves
   * to its highest frame within one frame either way, then to the sub-frame peak. Default: the salience.
   */
  peaks?: Float32Array;
}

/** Returns beat frames (fractional after refinement) of the most likely beat sequence. */
export function trackBeats(salience: Float32Array, options: BeatTrackOptions): number[] {
  const periods = [...new Set(options.periods.map((period) => Math.max(2, Math.round(period))))].sort((a, b) => a - b);
  const prior = periods.map((period) => {
    const index = options.periods.findIndex((candidate) => Math.round(candidate) === period);
    return options.periodPrior?.[index] ?? 0;
  });
  const cost = options.tempoChangeCost ?? 40;
  const largest = Math.log(options.largestChange ?? 1.12);
  const count = periods.length;
  const frames = salience.length;
  if (frames === 0 || count === 0) return [];
  // Which periods can follow which, and at what cost: neighbours are a contiguous run of periods,
  // kept flat (first, last, costs) so the inner loop below touches typed arrays only.
  const first = new Int32Array(count);
  const last = new Int32Array(count);
  const linkCost = new Float64Array(count * count);
  periods.forEach((period, to) => {
    first[to] = count;
    last[to] = -1;
    periods.forEach((other, from) => {
      const change = Math.abs(Math.log(other / period));
      if (change > largest) return;
      first[to] = Math.min(first[to] as number, from);
      last[to] = from;
      linkCost[to * count + from] = cost * change;
    });
  });
  const rings = periods.map((period) => new Float64Array(period));
  const came = new Int16Array(frames * count).fill(-1);
  const leaving = new Float64Array(count);
  const priors = Float64Array.from(prior);
  const lengths = Int32Array.from(periods);
  for (let frame = 0; frame < frames; frame++) {
    for (let k = 0; k < count; k++) leaving[k] = (rings[k] as Float64Array)[frame % (lengths[k] as number)] as number;
    const gain = salience[frame] as number;
    const row = frame * count;
    for (let to = 0; to < count; to++) {
      let best = -Infinity;
      let from = -1;
      const costs = to * count;
      for (let link = first[to] as number, end = last[to] as number; link <= end; link++) {
        const candidate = (leaving[link] as number) - (linkCost[costs + link] as number);
        if (candidate > best) {
          best = candidate;
          from = link;
        }
      }
      (rings[to] as Float64Array)[frame % (lengths[to] as number)] = best + gain + (priors[to] as number);
      came[row + to] = from;
    }
  }
  const peaks = options.peaks ?? salience;
  return backtrack(rings, periods, came, frames).map((frame) => refine(peaks, highestNear(peaks, frame)));
}

function backtrack(rings: Float64Array[], periods: number[], came: Int16Array, frames: number): number[] {
  const count = periods.length;
  let best = -Infinity;
  let beat = -1;
  let tempo = 0;
  periods.forEach((period, k) => {
    const ring = rings[k] as Float64Array;
    // The state (k, phase) at the last frame was written at frame − phase: the latest beat.
    for (let phase = 0; phase < period && phase < frames; phase++) {
      const value = ring[(frames - 1 - phase) % period] as number;
      if (value > best) {
        best = value;
        beat = frames - 1 - phase;
        tempo = k;
      }
    }
  });
  const beats: number[] = [];
  while (beat >= 0) {
    beats.push(beat);
    const from = came[beat * count + tempo] as number;
    if (from < 0) break;
    beat -= periods[from] as number;
    tempo = from;
  }
  return beats.reverse();
}

function highestNear(values: Float32Array, frame: number): number {
  let best = frame;
  for (const candidate of [frame - 1, frame + 1]) {
    if ((values[candidate] ?? -Infinity) > (values[best] as number)) best = candidate;
  }
  return best;
}

/** Moves a beat to the sub-frame peak of the salience when it sits on a local maximum. */
function refine(envelope: Float32Array, frame: number): number {
  const left = envelope[frame - 1] ?? 0;
  const centre = envelope[frame] ?? 0;
  const right = envelope[frame + 1] ?? 0;
  if (centre < left || centre < right) return frame;
  const curvature = left - 2 * centre + right;
  return curvature < 0 ? frame + (0.5 * (left - right)) / curvature : frame;
}
