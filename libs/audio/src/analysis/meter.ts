/**
 * Bar positions that follow meter changes. Each beat gets a downbeat salience (harmonic change
 * into the beat plus bass onset on it); a Viterbi pass over states (beats per bar 2, 3 or 4;
 * position in the bar) finds the bar grid that puts downbeats on salient beats, allowing the
 * number of beats per bar to change only at a bar line and only at a cost, so a 4/4 song with a
 * 3/4 bridge comes out as 4/4 → 3/4 → 4/4 rather than as a jittery mix.
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
}

export function barGrid(salience: number[], options: MeterOptions = {}): BarGrid {
  const switchPenalty = options.switchPenalty ?? 8;
  const z = standardise(salience);
  // Downbeats are the salient minority; start the threshold high and let the fit move it.
  let threshold = quantile(z, 0.7);
  const lengths = options.barLengths ?? BAR_LENGTHS;
  let grid = viterbi(z, threshold, switchPenalty, lengths);
  for (let round = 0; round < 4; round++) {
    const down = z.filter((_, index) => grid.values[index] === 1);
    const other = z.filter((_, index) => grid.values[index] !== 1);
    if (down.length === 0 || other.length === 0) break;
    const next = (mean(down) + mean(other)) / 2;
    if (Math.abs(next - threshold) < 1e-3) break;
    threshold = next;
    grid = viterbi(z, threshold, switchPenalty, lengths);
  }
  return grid;
}

function viterbi(z: number[], threshold: number, switchPenalty: number, lengths: readonly number[]): BarGrid {
  const states = lengths.flatMap((length) => Array.from({ length }, (_, position) => ({ length, position })));
  const count = z.length;
  if (count === 0) return { values: [], beatsPerBar: [] };
  const scores = new Float64Array(states.length);
  const back: Int16Array[] = [];
  const emission = (beat: number, position: number) => (position === 0 ? (z[beat] as number) - threshold : 0);
  states.forEach((state, index) => (scores[index] = emission(0, state.position)));
  for (let beat = 1; beat < count; beat++) {
    const next = new Float64Array(states.length).fill(-Infinity);
    const links = new Int16Array(states.length);
    states.forEach((from, fromIndex) => {
      const base = scores[fromIndex] as number;
      states.forEach((to, toIndex) => {
        let transition: number;
        if (to.length === from.length && to.position === from.position + 1) transition = 0;
        else if (to.position === 0 && from.position === from.length - 1) {
          transition = to.length === from.length ? 0 : -switchPenalty;
        } else return;
        const candidate = base + transition + emission(beat, to.position);
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
