/**
 * Bar positions that follow meter changes. Each beat gets a downbeat salience (harmonic change
 * into the beat plus bass onset on it); a Viterbi pass over states (beats per bar 2, 3 or 4;
 * position in the bar) finds the bar grid that puts downbeats on salient beats, allowing the
 * number of beats per bar to change only at a bar line and only at a cost, so a 4/4 song with a
 * 3/4 bridge comes out as 4/4 → 3/4 → 4/4 rather than as a jittery mix. The piece's prevailing bar
 * length (where the salience repeats best) is chosen first and every bar of another length pays a
 * little more, so a strong third beat does not turn a 4/4 song into 2/4.
 */
import { mean, quantile, standardise } from './statistics';

export const BAR_LENGTHS = [2, 3, 4] as const;

/** Two beats per bar is 6/8 when beats divide in three (the beat is the dotted quarter), else 2/4. */
export type DetectedTimeSignature = '2/4' | '3/4' | '4/4' | '6/8';

export interface DetectedMeterSegment {
  /** Seconds: the first downbeat (or first beat) of the segment. */
  start: number;
  /** Seconds: where the next segment starts, or one beat after the last beat. */
  end: number;
  beatsPerBar: number;
  timeSignature: DetectedTimeSignature;
}

export interface BarGrid {
  /** Position in the bar of each beat, 1 = downbeat. */
  values: number[];
  /** Beats per bar of each beat's bar. */
  beatsPerBar: number[];
}

export interface MeterOptions {
  /** Bar lengths (beats per bar) to consider; compound time allows only 2 (6/8). */
  barLengths?: readonly number[];
  /** Cost of a meter change, in units of the salience's standard deviation. */
  switchPenalty?: number;
  /** Cost of each bar whose length is not the piece's prevailing one. */
  offMeterCost?: number;
}

export function barGrid(salience: number[], options: MeterOptions = {}): BarGrid {
  const switchPenalty = options.switchPenalty ?? 3;
  const z = standardise(salience);
  const lengths = options.barLengths ?? BAR_LENGTHS;
  const cost = { prevailing: prevailingLength(z, lengths), offMeter: options.offMeterCost ?? 0.25, switchPenalty };
  // Downbeats are the salient minority; start the threshold high and let the fit move it.
  let threshold = quantile(z, 0.7);
  let grid = viterbi(z, threshold, cost, lengths);
  for (let round = 0; round < 4; round++) {
    const down = z.filter((_, index) => grid.values[index] === 1);
    const other = z.filter((_, index) => grid.values[index] !== 1);
    if (down.length === 0 || other.length === 0) break;
    const next = (mean(down) + mean(other)) / 2;
    if (Math.abs(next - threshold) < 1e-3) break;
    threshold = next;
    grid = viterbi(z, threshold, cost, lengths);
  }
  return grid;
}

/**
 * The bar length the piece mostly keeps: the lag (in beats) at which downbeat salience repeats
 * best. A 4/4 bar whose third beat is strong repeats at 2 too, but less well than at 4, and the
 * longer bar wins near-ties (4/4 is far more common than 2/4; 3/4 than 2/4).
 */
function prevailingLength(z: number[], lengths: readonly number[]): number {
  const repeat = (lag: number) => {
    let sum = 0;
    for (let index = lag; index < z.length; index++) sum += (z[index] as number) * (z[index - lag] as number);
    return sum / Math.max(1, z.length - lag);
  };
  const preference = (length: number) => (length === 4 ? 0.1 : length === 3 ? 0.05 : 0);
  return lengths.reduce((best, length) =>
    repeat(length) + preference(length) > repeat(best) + preference(best) ? length : best,
  );
}

interface BarCosts {
  prevailing: number;
  offMeter: number;
  switchPenalty: number;
}

function viterbi(z: number[], threshold: number, cost: BarCosts, lengths: readonly number[]): BarGrid {
  const states = lengths.flatMap((length) => Array.from({ length }, (_, position) => ({ length, position })));
  const count = z.length;
  if (count === 0) return { values: [], beatsPerBar: [] };
  const scores = new Float64Array(states.length);
  const back: Int16Array[] = [];
  // A bar of another length than the prevailing one pays at its downbeat.
  const emission = (beat: number, position: number, length: number) =>
    position === 0 ? (z[beat] as number) - threshold - (length === cost.prevailing ? 0 : cost.offMeter) : 0;
  states.forEach((state, index) => (scores[index] = emission(0, state.position, state.length)));
  for (let beat = 1; beat < count; beat++) {
    const next = new Float64Array(states.length).fill(-Infinity);
    const links = new Int16Array(states.length);
    states.forEach((from, fromIndex) => {
      const base = scores[fromIndex] as number;
      states.forEach((to, toIndex) => {
        let transition: number;
        if (to.length === from.length && to.position === from.position + 1) transition = 0;
        else if (to.position === 0 && from.position === from.length - 1) {
          transition = to.length === from.length ? 0 : -cost.switchPenalty;
        } else return;
        const candidate = base + transition + emission(beat, to.position, to.length);
        if (candidate > (next[toIndex] as number)) {
          next[toIndex] = candidate;
          links[toIndex] = fromIndex;
        }
      });
    });
    scores.set(next);
    back.push(links);
  }
  let state = 0;
  scores.forEach((score, index) => {
    if (score > (scores[state] as number)) state = index;
  });
  const path = [state];
  for (let beat = count - 1; beat > 0; beat--) {
    state = back[beat - 1]?.[state] ?? 0;
    path.push(state);
  }
  path.reverse();
  return {
    values: path.map((index) => (states[index]?.position ?? 0) + 1),
    beatsPerBar: path.map((index) => states[index]?.length ?? 4),
  };
}
