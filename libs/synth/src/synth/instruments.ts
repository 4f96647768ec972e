/**
 * Pitched instruments: basses, chord instruments and lead voices, from additive sines, filtered
 * saws, plucked strings (Karplus–Strong) and two-operator FM. Each genre picks its own, so tracks
 * of different genres differ in timbre as well as in rhythm.
 */
import { midiToHz } from './harmony';
import { lowPassCoefficient } from './percussion';
import { seededRandom } from './random';

export type Instrument =
  | 'sub-bass'
  | 'synth-bass'
  | 'upright-bass'
  | 'picked-bass'
  | 'pad'
  | 'piano'
  | 'rhodes'
  | 'organ'
  | 'guitar'
  | 'strings'
  | 'pluck'
  | 'square-lead'
  | 'bell'
  | 'flute'
  | 'brass'
  | 'overdrive-lead';

/** Attack/release envelope with an exponential decay towards `sustain`. */
function envelope(time: number, length: number, attack: number, decay: number, sustain: number, release: number) {
  if (time < attack) return time / attack;
  const held = sustain + (1 - sustain) * Math.exp(-(time - attack) / decay);
  if (time < length) return held;
  return held * Math.max(0, 1 - (time - length) / release);
}

function additive(
  sampleRate: number,
  hz: number,
  seconds: number,
  partials: Array<[ratio: number, gain: number, decay: number]>,
  shape: [attack: number, decay: number, sustain: number, release: number],
  vibratoDepth = 0,
): Float32Array {
  const [attack, decay, sustain, release] = shape;
  const total = Math.round((seconds + release) * sampleRate);
  const out = new Float32Array(total);
  const usable = partials.filter(([ratio]) => ratio * hz < sampleRate * 0.45);
  for (let index = 0; index < total; index++) {
    const time = index / sampleRate;
    const wobble = vibratoDepth * Math.sin(2 * Math.PI * 5.2 * time) * Math.min(1, time / 0.4);
    let sum = 0;
    for (const [ratio, gain, partialDecay] of usable) {
      sum +=
        gain *
        Math.exp(-time / partialDecay) *
        Math.sin(2 * Math.PI * ratio * hz * (time + wobble / (2 * Math.PI * 5.2)));
    }
    out[index] = sum * envelope(time, seconds, attack, decay, sustain, release);
  }
  return out;
}

/** A naive saw (detuned voices summed) through an envelope-controlled one-pole low-pass. */
function filteredSaw(
  sampleRate: number,
  hz: number,
  seconds: number,
  detunes: number[],
  cutoff: [start: number, end: number, time: number],
  shape: [attack: number, decay: number, sustain: number, release: number],
  drive = 1,
): Float32Array {
  const [attack, decay, sustain, release] = shape;
  const total = Math.round((seconds + release) * sampleRate);
  const out = new Float32Array(total);
  const phases = detunes.map((_, index) => index / detunes.length);
  let smooth = 0;
  let smoother = 0;
  for (let index = 0; index < total; index++) {
    const time = index / sampleRate;
    let saw = 0;
    detunes.forEach((cents, voice) => {
      const phase = (phases[voice] ?? 0) + (hz * 2 ** (cents / 1200)) / sampleRate;
      phases[voice] = phase - Math.floor(phase);
      saw += 2 * (phases[voice] ?? 0) - 1;
    });
    saw /= detunes.length;
    const cutoffHz = cutoff[1] + (cutoff[0] - cutoff[1]) * Math.exp(-time / cutoff[2]);
    const coefficient = lowPassCoefficient(Math.min(cutoffHz, sampleRate * 0.45), sampleRate);
    smooth += coefficient * (saw - smooth);
    smoother += coefficient * (smooth - smoother);
    const shaped = drive === 1 ? smoother : Math.tanh(smoother * drive) / Math.tanh(drive);
    out[index] = shaped * envelope(time, seconds, attack, decay, sustain, release);
  }
  return out;
}

/** Karplus–Strong plucked string: a noise burst circulating in a damped delay line. */
function pluckedString(sampleRate: number, hz: number, seconds: number, damping: number, seed: number) {
  const total = Math.round((seconds + 0.15) * sampleRate);
  const out = new Float32Array(total);
  const period = Math.max(2, Math.round(sampleRate / hz));
  const line = new Float32Array(period);
  const random = seededRandom(seed);
  let previous = 0;
  for (let index = 0; index < period; index++) {
    const value = random.next() * 2 - 1;
    line[index] = (value + previous) / 2;
    previous = value;
  }
  for (let index = 0; index < total; index++) {
    const slot = index % period;
    const current = line[slot] ?? 0;
    const next = line[(slot + 1) % period] ?? 0;
    line[slot] = damping * 0.5 * (current + next);
    const time = index / sampleRate;
    out[index] = current * (time < seconds ? 1 : Math.max(0, 1 - (time - seconds) / 0.15));
  }
  return out;
}

/** Two-operator FM: bright, bell-like or electric-piano-like depending on ratio and index. */
function fm(sampleRate: number, hz: number, seconds: number, ratio: number, index: number, decay: number) {
  const release = 0.3;
  const total = Math.round((seconds + release) * sampleRate);
  const out = new Float32Array(total);
  for (let sample = 0; sample < total; sample++) {
    const time = sample / sampleRate;
    const modulator = Math.sin(2 * Math.PI * hz * ratio * time) * index * Math.exp(-time / (decay * 0.5));
    out[sample] = Math.sin(2 * Math.PI * hz * time + modulator) * envelope(time, seconds, 0.003, decay, 0, release);
  }
  return out;
}

/** Renders one note of an instrument; the buffer includes its release tail. */
export function renderNote(instrument: Instrument, midi: number, seconds: number, sampleRate: number): Float32Array {
  const hz = midiToHz(midi);
  const sr = sampleRate;
  switch (instrument) {
    case 'sub-bass':
      return additive(
        sr,
        hz,
        seconds,
        [
          [1, 1, 9],
          [2, 0.25, 0.3],
        ],
        [0.005, 0.4, 0.7, 0.06],
      );
    case 'synth-bass':
      return filteredSaw(sr, hz, seconds, [0, 7], [1800, 300, 0.08], [0.004, 0.25, 0.6, 0.05], 2);
    case 'upright-bass':
      return additive(
        sr,
        hz,
        seconds,
        [
          [1, 1, 0.6],
          [2, 0.5, 0.3],
          [3, 0.25, 0.2],
        ],
        [0.01, 0.3, 0.3, 0.08],
      );
    case 'picked-bass':
      return pluckedString(sr, hz, seconds, 0.996, midi);
    case 'pad':
      return filteredSaw(sr, hz, seconds, [-9, 0, 8], [1600, 1200, 0.5], [0.12, 0.8, 0.8, 0.4]);
    case 'strings':
      return filteredSaw(sr, hz, seconds, [-6, 5], [2400, 2000, 0.5], [0.09, 0.6, 0.85, 0.3]);
    case 'piano':
      return additive(
        sr,
        hz,
        seconds,
        [
          [1, 1, 1.2],
          [2.001, 0.5, 0.8],
          [3.004, 0.3, 0.5],
          [4.008, 0.15, 0.35],
          [5.01, 0.08, 0.25],
        ],
        [0.003, 0.9, 0, 0.12],
      );
    case 'rhodes':
      return fm(sr, hz, seconds, 1, 1.6, 1.2);
    case 'organ':
      return additive(
        sr,
        hz,
        seconds,
        [
          [0.5, 0.6, 99],
          [1, 1, 99],
          [2, 0.5, 99],
          [3, 0.3, 99],
        ],
        [0.01, 1, 1, 0.05],
      );
    case 'guitar':
      return pluckedString(sr, hz, seconds, 0.994, midi + 101);
    case 'pluck':
      return filteredSaw(sr, hz, seconds, [0, 4], [4000, 400, 0.06], [0.002, 0.15, 0.1, 0.08]);
    case 'square-lead':
      return additive(
        sr,
        hz,
        seconds,
        [
          [1, 1, 99],
          [3, 0.33, 99],
          [5, 0.2, 99],
          [7, 0.14, 99],
        ],
        [0.01, 0.3, 0.7, 0.06],
      );
    case 'bell':
      return fm(sr, hz, seconds, 3.5, 2.5, 1.5);
    case 'flute':
      return additive(
        sr,
        hz,
        seconds,
        [
          [1, 1, 99],
          [2, 0.2, 99],
          [3, 0.05, 99],
        ],
        [0.06, 0.4, 0.85, 0.1],
        0.012,
      );
    case 'brass':
      return filteredSaw(sr, hz, seconds, [0, 3], [600, 2600, 0.12], [0.04, 0.4, 0.8, 0.12]);
    case 'overdrive-lead':
      return filteredSaw(sr, hz, seconds, [0, 9], [3000, 2200, 0.2], [0.005, 0.3, 0.8, 0.08], 4);
  }
}
