/**
 * Augmentation of a training clip's PCM before its features are taken: what the same music sounds
 * like once it has been produced, mastered and passed around — a room or a hall (a reverb tail
 * made here from decaying noise), bus compression and limiting, a loud master's saturation, a bass
 * and a treble shelf, a lossy codec's or a small speaker's band limits, a level change and
 * sometimes noise. General MIDI renders are dry, dynamic and clean; the recorded music the tracker
 * meets is none of these. Deterministic from the random source it is given.
 */
import { type Random } from '@downbeat/synth';
import { convolve } from './convolve';

export interface Augmentation {
  gainDb: number;
  bassShelfDb: number;
  trebleShelfDb: number;
  /** Signal-to-noise ratio of added noise in dB, or null for none. */
  noiseSnrDb: number | null;
  /** A reverb tail: its RT60 in seconds and its level against the dry signal (0–1), or null. */
  reverb: { seconds: number; wet: number; predelayMs: number } | null;
  /** A feed-forward compressor on the mix, threshold below the loud passages' level, or null. */
  compression: { thresholdDb: number; ratio: number; attackMs: number; releaseMs: number } | null;
  /** Soft clipping of a loud master: how far the peaks are driven into it (1 = a touch), or null. */
  saturation: number | null;
  /** Band limits (a codec's low-pass, a small speaker's high-pass), or null. */
  lowpassHz: number | null;
  highpassHz: number | null;
}

/** `produced`: the whole production chain is likely; otherwise only the old level/EQ/noise changes. */
export function drawAugmentation(random: Random, produced = true): Augmentation {
  const maybe = (probability: number) => produced && random.chance(probability);
  return {
    gainDb: round(random.between(-12, 12)),
    bassShelfDb: round(random.between(-9, 9)),
    trebleShelfDb: round(random.between(-12, 6)),
    noiseSnrDb: random.chance(0.3) ? round(random.between(12, 35)) : null,
    reverb: maybe(0.6)
      ? {
          seconds: round(random.between(0.3, 3)),
          wet: round(random.between(0.15, 0.8)),
          predelayMs: round(random.between(5, 40)),
        }
      : null,
    compression: maybe(0.6)
      ? {
          thresholdDb: round(random.between(-24, -6)),
          ratio: round(random.between(2, 10)),
          attackMs: round(random.between(1, 30)),
          releaseMs: round(random.between(40, 400)),
        }
      : null,
    saturation: maybe(0.3) ? round(random.between(1, 4)) : null,
    lowpassHz: maybe(0.3) ? Math.round(random.between(2500, 5000)) : null,
    highpassHz: maybe(0.2) ? Math.round(random.between(60, 250)) : null,
  };
}

export function augment(samples: Float32Array, sampleRate: number, change: Augmentation, random: Random): Float32Array {
  let out = change.reverb ? reverberate(samples, sampleRate, change.reverb, random) : samples;
  out = biquad(out, sampleRate, 200, change.bassShelfDb, 'lowshelf');
  out = biquad(out, sampleRate, 2500, change.trebleShelfDb, 'highshelf');
  if (change.highpassHz) out = biquad(out, sampleRate, change.highpassHz, 0, 'highpass');
  if (change.compression) out = compress(out, sampleRate, change.compression);
  if (change.saturation) out = saturate(out, change.saturation);
  if (change.lowpassHz) out = biquad(out, sampleRate, change.lowpassHz, 0, 'lowpass');
  const gain = 10 ** (change.gainDb / 20);
  let noise = 0;
  if (change.noiseSnrDb !== null) {
    noise = Math.sqrt(meanSquare(out) / 10 ** (change.noiseSnrDb / 10)) * Math.sqrt(3);
  }
  // Noise reddened by a one-pole filter half the time: hiss, hum and crowd are not all white.
  const red = random.chance(0.5) ? 0.9 : 0;
  let previous = 0;
  for (let index = 0; index < out.length; index++) {
    const white = 2 * random.next() - 1;
    previous = red * previous + (1 - red) * white;
    const sample = red ? previous * 3 : white;
    out[index] = ((out[index] as number) + (noise ? noise * sample : 0)) * gain;
  }
  return out;
}

/** Dry signal plus a tail of exponentially decaying noise (RT60 `seconds`), darker as it decays. */
function reverberate(
  samples: Float32Array,
  sampleRate: number,
  reverb: NonNullable<Augmentation['reverb']>,
  random: Random,
): Float32Array {
  const length = Math.round(Math.min(3.5, reverb.seconds * 1.2) * sampleRate);
  const predelay = Math.round((reverb.predelayMs / 1000) * sampleRate);
  const tail = new Float32Array(predelay + length);
  let smoothed = 0;
  let energy = 0;
  for (let index = 0; index < length; index++) {
    // −60 dB after `seconds`; high frequencies die sooner (the one-pole smoothing grows with time).
    const decay = Math.exp((-6.91 * index) / (reverb.seconds * sampleRate));
    const darkness = Math.min(0.85, index / (reverb.seconds * sampleRate));
    smoothed = darkness * smoothed + (1 - darkness) * (2 * random.next() - 1);
    const value = smoothed * decay;
    tail[predelay + index] = value;
    energy += value * value;
  }
  const scale = reverb.wet / Math.sqrt(Math.max(1e-12, energy));
  for (let index = 0; index < tail.length; index++) tail[index] = (tail[index] as number) * scale;
  const wet = convolve(samples, tail);
  const out = new Float32Array(samples.length);
  const dry = 1 - 0.5 * reverb.wet;
  for (let index = 0; index < out.length; index++)
    out[index] = dry * (samples[index] as number) + (wet[index] as number);
  return out;
}

/** A feed-forward peak compressor; make-up gain restores the input's mean square. */
function compress(
  input: Float32Array,
  sampleRate: number,
  settings: NonNullable<Augmentation['compression']>,
): Float32Array {
  const attack = Math.exp(-1 / ((settings.attackMs / 1000) * sampleRate));
  const release = Math.exp(-1 / ((settings.releaseMs / 1000) * sampleRate));
  // The threshold is relative to the loud passages: the 95th percentile of the absolute level.
  const sorted = Float32Array.from(input, Math.abs).sort();
  const loud = (sorted[Math.floor(0.95 * (sorted.length - 1))] as number) || 1e-6;
  const threshold = loud * 10 ** (settings.thresholdDb / 20);
  const out = new Float32Array(input.length);
  let envelope = 0;
  for (let index = 0; index < input.length; index++) {
    const level = Math.abs(input[index] as number);
    const coefficient = level > envelope ? attack : release;
    envelope = coefficient * envelope + (1 - coefficient) * level;
    const over = envelope > threshold ? envelope / threshold : 1;
    out[index] = (input[index] as number) * over ** (1 / settings.ratio - 1);
  }
  const makeUp = Math.sqrt(meanSquare(input) / Math.max(1e-12, meanSquare(out)));
  for (let index = 0; index < out.length; index++) out[index] = (out[index] as number) * makeUp;
  return out;
}

/** tanh soft clipping with the peaks driven `drive` times past the knee, level kept. */
function saturate(input: Float32Array, drive: number): Float32Array {
  let peak = 1e-6;
  for (const value of input) peak = Math.max(peak, Math.abs(value));
  const scale = drive / peak;
  return input.map((value) => (Math.tanh(value * scale) / scale) * (1 + 0.1 * drive));
}

const meanSquare = (values: Float32Array) => {
  let sum = 0;
  for (const value of values) sum += value * value;
  return sum / Math.max(1, values.length);
};

type FilterKind = 'lowshelf' | 'highshelf' | 'lowpass' | 'highpass';

/** Biquads (Q = 0.707) from the Audio EQ Cookbook's formulas. */
function biquad(input: Float32Array, sampleRate: number, hz: number, db: number, kind: FilterKind): Float32Array {
  const [b0, b1, b2, a0, a1, a2] = coefficients(sampleRate, hz, db, kind);
  const out = new Float32Array(input.length);
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let index = 0; index < input.length; index++) {
    const x = input[index] as number;
    const y = (b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2) / a0;
    out[index] = y;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
  }
  return out;
}

type Coefficients = [number, number, number, number, number, number];

function coefficients(sampleRate: number, hz: number, db: number, kind: FilterKind): Coefficients {
  const w = (2 * Math.PI * Math.min(hz, 0.45 * sampleRate)) / sampleRate;
  const cos = Math.cos(w);
  const alpha = Math.sin(w) / Math.SQRT2;
  if (kind === 'lowpass') return [(1 - cos) / 2, 1 - cos, (1 - cos) / 2, 1 + alpha, -2 * cos, 1 - alpha];
  if (kind === 'highpass') return [(1 + cos) / 2, -(1 + cos), (1 + cos) / 2, 1 + alpha, -2 * cos, 1 - alpha];
  const a = 10 ** (db / 40);
  const root = 2 * Math.sqrt(a) * alpha;
  const sign = kind === 'lowshelf' ? 1 : -1;
  return [
    a * (a + 1 - sign * (a - 1) * cos + root),
    sign * 2 * a * (a - 1 - sign * (a + 1) * cos),
    a * (a + 1 - sign * (a - 1) * cos - root),
    a + 1 + sign * (a - 1) * cos + root,
    -sign * 2 * (a - 1 + sign * (a + 1) * cos),
    a + 1 + sign * (a - 1) * cos - root,
  ];
}

const round = (value: number) => Math.round(value * 10) / 10;
