/**
 * Moves each analysed downbeat onto the attack of the note that starts there, at sample
 * resolution. The tracker places beats on its ~10 ms frames (held-out rendered MIDI in
 * bench:versions-splices: 14 of 132 downbeats more than 10 ms from where the notes are played, up
 * to 20 ms, none on the wrong beat); a splice cut there puts the incoming attack inside the crossfade and a
 * sliver of the outgoing bar's next attack before it. Cutting at the attack itself — in the bar
 * left and in the bar entered — lets the crossfade end exactly where both notes begin.
 */
import { type GridBeat } from '../domain/bar-grid';

/**
 * How far from the analysed downbeat an attack is looked for: about a frame of the tracker (11.6 ms)
 * and the lag of its onset peak. Further off is another note — a flam or a pickup; moving onto one
 * breaks the bar's length at the splice (a recorded clip's 37 s version, moved onto a hit 21 ms
 * before its downbeat, re-analysed at beat F 0.66 instead of 1.00).
 */
export const ONSET_SEARCH_SECONDS = 0.015;
/** Energy is compared over this long before and after each candidate point. */
const ENERGY_WINDOW_SECONDS = 0.005;
/** A rise smaller than this (dB) is no attack: the analysed time is kept. */
const MIN_RISE_DB = 6;

/** The beats with every downbeat moved to its attack (when one is found within ±15 ms). */
export function alignDownbeatsToOnsets(samples: Float32Array, sampleRate: number, beats: GridBeat[]): GridBeat[] {
  return beats.map((beat, index) => {
    if (beat.value !== 1) return beat;
    // Never past a neighbouring beat's half-way point: the grid keeps its order.
    const previous = beats[index - 1]?.time ?? -Infinity;
    const next = beats[index + 1]?.time ?? Infinity;
    const from = Math.max(beat.time - ONSET_SEARCH_SECONDS, (previous + beat.time) / 2);
    const to = Math.min(beat.time + ONSET_SEARCH_SECONDS, (beat.time + next) / 2);
    const onset = attackBetween(samples, sampleRate, from, to);
    return onset === null ? beat : { ...beat, time: onset };
  });
}

/**
 * The point between `from` and `to` (seconds) where the energy of the signal's first difference
 * (attacks are broadband; the difference weights the click of a hit over sustained bass) rises
 * most from the few milliseconds before it to the few after it; null when nothing rises.
 */
export function attackBetween(
  samples: Float32Array,
  sampleRate: number,
  from: number,
  to: number,
  windowSeconds = ENERGY_WINDOW_SECONDS,
): number | null {
  const window = Math.max(2, Math.round(windowSeconds * sampleRate));
  const first = Math.max(window + 1, Math.round(from * sampleRate));
  const last = Math.min(samples.length - window, Math.round(to * sampleRate));
  if (last <= first) return null;
  // Prefix sums of the squared difference over the span the windows reach.
  const base = first - window;
  const energy = new Float64Array(last + window - base + 1);
  for (let index = base; index < last + window; index++) {
    const difference = (samples[index] as number) - (samples[index - 1] as number);
    energy[index - base + 1] = (energy[index - base] as number) + difference * difference;
  }
  const sum = (start: number, end: number) => (energy[end - base] as number) - (energy[start - base] as number);
  const floor = 1e-12 * window;
  let best = -Infinity;
  let bestAt = -1;
  for (let at = first; at <= last; at++) {
    const rise = 10 * Math.log10((sum(at, at + window) + floor) / (sum(at - window, at) + floor));
    if (rise > best) {
      best = rise;
      bestAt = at;
    }
  }
  return best >= MIN_RISE_DB ? bestAt / sampleRate : null;
}
