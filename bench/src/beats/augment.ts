/**
 * Augmentation of a training clip's PCM before its features are taken: a level change, a bass and
 * a treble shelf (another room, another mix, a small speaker) and sometimes noise — what the same
 * music sounds like through other hands. Deterministic from the random source it is given.
 */
import { type Random } from '@downbeat/synth';

export interface Augmentation {
  gainDb: number;
  bassShelfDb: number;
  trebleShelfDb: number;
  /** Signal-to-noise ratio of added white noise in dB, or null for none. */
  noiseSnrDb: number | null;
}

export function drawAugmentation(random: Random): Augmentation {
  return {
    gainDb: round(random.between(-12, 6)),
    bassShelfDb: round(random.between(-9, 9)),
    trebleShelfDb: round(random.between(-12, 6)),
    noiseSnrDb: random.chance(0.3) ? round(random.between(12, 35)) : null,
  };
}

export function augment(samples: Float32Array, sampleRate: number, change: Augmentation, random: Random): Float32Array {
  let out = shelf(samples, sampleRate, 200, change.bassShelfDb, 'low');
  out = shelf(out, sampleRate, 2500, change.trebleShelfDb, 'high');
  const gain = 10 ** (change.gainDb / 20);
  let noise = 0;
  if (change.noiseSnrDb !== null) {
    let power = 0;
    for (const value of out) power += value * value;
    noise = Math.sqrt(power / Math.max(1, out.length) / 10 ** (change.noiseSnrDb / 10)) * Math.sqrt(3);
  }
  for (let index = 0; index < out.length; index++) {
    out[index] = ((out[index] as number) + (noise ? noise * (2 * random.next() - 1) : 0)) * gain;
  }
  return out;
}

/** A shelving filter (biquad, Q = 0.707) from the Audio EQ Cookbook's formulas. */
function shelf(input: Float32Array, sampleRate: number, hz: number, db: number, kind: 'low' | 'high'): Float32Array {
  const a = 10 ** (db / 40);
  const w = (2 * Math.PI * hz) / sampleRate;
  const cos = Math.cos(w);
  const alpha = Math.sin(w) / Math.SQRT2;
  const root = 2 * Math.sqrt(a) * alpha;
  const sign = kind === 'low' ? 1 : -1;
  const b0 = a * (a + 1 - sign * (a - 1) * cos + root);
  const b1 = sign * 2 * a * (a - 1 - sign * (a + 1) * cos);
  const b2 = a * (a + 1 - sign * (a - 1) * cos - root);
  const a0 = a + 1 + sign * (a - 1) * cos + root;
  const a1 = -sign * 2 * (a - 1 + sign * (a + 1) * cos);
  const a2 = a + 1 + sign * (a - 1) * cos - root;
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

const round = (value: number) => Math.round(value * 10) / 10;
