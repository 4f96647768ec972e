/**
 * Drum and percussion voices, each synthesised from sines and filtered noise. They are rendered
 * once per track at full velocity and scaled per hit, which keeps synthesis fast.
 */
import { seededRandom } from './random';

export type PercussionVoice =
  | 'kick'
  | 'soft-kick'
  | 'snare'
  | 'brush'
  | 'clap'
  | 'rim'
  | 'hat'
  | 'open-hat'
  | 'pedal-hat'
  | 'ride'
  | 'shaker'
  | 'crash'
  | 'boom'
  | 'orchestral-snare';

/** One-pole low-pass coefficient for a cut-off frequency. */
export const lowPassCoefficient = (cutoffHz: number, sampleRate: number) =>
  1 - Math.exp((-2 * Math.PI * cutoffHz) / sampleRate);

function noise(length: number, seed: number): Float32Array {
  const random = seededRandom(seed);
  const samples = new Float32Array(length);
  for (let index = 0; index < length; index++) samples[index] = random.next() * 2 - 1;
  return samples;
}

/** Noise through a one-pole high-pass (cutoff) then low-pass (brightness), with a decay. */
function filteredNoise(sampleRate: number, seconds: number, decay: number, highPassHz: number, lowPassHz: number) {
  const length = Math.round(seconds * sampleRate);
  const source = noise(length, 7 + Math.round(highPassHz));
  const high = lowPassCoefficient(highPassHz, sampleRate);
  const low = lowPassCoefficient(Math.min(lowPassHz, sampleRate * 0.45), sampleRate);
  let slow = 0;
  let smooth = 0;
  for (let index = 0; index < length; index++) {
    const input = source[index] ?? 0;
    slow += high * (input - slow);
    smooth += low * (input - slow - smooth);
    source[index] = smooth * Math.exp(-index / sampleRate / decay);
  }
  return source;
}

/** A sine whose pitch falls from `fromHz` to `toHz`: the body of kicks, toms and booms. */
function pitchDrop(sampleRate: number, seconds: number, fromHz: number, toHz: number, drop: number, decay: number) {
  const length = Math.round(seconds * sampleRate);
  const samples = new Float32Array(length);
  let phase = 0;
  for (let index = 0; index < length; index++) {
    const time = index / sampleRate;
    phase += (2 * Math.PI * (toHz + (fromHz - toHz) * Math.exp(-time / drop))) / sampleRate;
    samples[index] = Math.sin(phase) * Math.exp(-time / decay);
  }
  return samples;
}

function mix(...layers: Array<[Float32Array, number]>): Float32Array {
  const length = Math.max(...layers.map(([samples]) => samples.length));
  const out = new Float32Array(length);
  for (const [samples, gain] of layers) {
    for (let index = 0; index < samples.length; index++) out[index] = (out[index] ?? 0) + (samples[index] ?? 0) * gain;
  }
  return out;
}

function metallic(sampleRate: number, seconds: number, decay: number, partials: number[]) {
  const length = Math.round(seconds * sampleRate);
  const samples = new Float32Array(length);
  for (let index = 0; index < length; index++) {
    const time = index / sampleRate;
    let sum = 0;
    for (const frequency of partials) sum += Math.sin(2 * Math.PI * frequency * time);
    samples[index] = (sum / partials.length) * Math.exp(-time / decay);
  }
  return samples;
}

/** Renders one hit of a percussion voice at full velocity. */
export function renderPercussion(voice: PercussionVoice, sampleRate: number): Float32Array {
  const sr = sampleRate;
  switch (voice) {
    case 'kick':
      return mix([pitchDrop(sr, 0.45, 160, 48, 0.035, 0.22), 1], [filteredNoise(sr, 0.01, 0.003, 1000, 6000), 0.4]);
    case 'soft-kick':
      return mix([pitchDrop(sr, 0.5, 110, 45, 0.05, 0.25), 0.8]);
    case 'boom':
      return mix([pitchDrop(sr, 1.2, 90, 38, 0.08, 0.5), 1], [filteredNoise(sr, 0.6, 0.2, 60, 400), 0.5]);
    case 'snare':
      return mix([pitchDrop(sr, 0.2, 240, 185, 0.02, 0.06), 0.6], [filteredNoise(sr, 0.3, 0.09, 900, 7000), 0.8]);
    case 'orchestral-snare':
      return mix([pitchDrop(sr, 0.15, 260, 200, 0.02, 0.04), 0.4], [filteredNoise(sr, 0.3, 0.07, 1500, 8000), 0.7]);
    case 'brush':
      return mix([filteredNoise(sr, 0.35, 0.12, 1200, 5000), 0.5]);
    case 'clap': {
      const burst = filteredNoise(sr, 0.25, 0.06, 1000, 3500);
      const out = new Float32Array(burst.length);
      for (const delay of [0, 0.011, 0.022]) {
        const offset = Math.round(delay * sr);
        for (let index = 0; index + offset < out.length; index++) {
          out[index + offset] = (out[index + offset] ?? 0) + (burst[index] ?? 0) * 0.6;
        }
      }
      return out;
    }
    case 'rim':
      return mix([pitchDrop(sr, 0.08, 900, 800, 0.01, 0.015), 0.7], [filteredNoise(sr, 0.03, 0.01, 2000, 6000), 0.4]);
    case 'hat':
      return filteredNoise(sr, 0.08, 0.018, 6000, 12000);
    case 'pedal-hat':
      return filteredNoise(sr, 0.06, 0.012, 4000, 9000);
    case 'open-hat':
      return filteredNoise(sr, 0.4, 0.12, 6000, 12000);
    case 'shaker':
      return filteredNoise(sr, 0.08, 0.025, 4000, 10000);
    case 'ride':
      return mix(
        [metallic(sr, 0.8, 0.35, [3140, 4530, 5170, 6890]), 0.25],
        [filteredNoise(sr, 0.5, 0.2, 5000, 12000), 0.2],
      );
    case 'crash':
      return mix([filteredNoise(sr, 1.8, 0.6, 3000, 12000), 0.8], [metallic(sr, 1.5, 0.5, [2410, 3770, 5230]), 0.15]);
  }
}
