/**
 * The beat network's forward pass: a small temporal convolutional network (a 1x1 input layer,
 * residual blocks of dilated convolutions over time, a 1x1 output layer) that turns the beat
 * features into two activations per frame — how likely a beat is there, and a downbeat. It was
 * trained here (libs/audio/training/train.py, on rendered MIDI and synthesised music only) and its
 * weights ship in `models/` (two networks, averaged: `BEAT_MODEL_FILES`); this computes exactly
 * what the training script's `forward` does, in plain TypeScript, with no native code.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type BeatFeatures } from './beat-features';

export interface BeatActivations {
  frameRate: number;
  /** Probability of a beat at each frame. */
  beat: Float32Array;
  /** Probability of a downbeat (the first beat of a bar) at each frame. */
  downbeat: Float32Array;
}

interface Tensor {
  shape: number[];
  data: string;
}

export interface BeatModelFile {
  format: 'downbeat-beat-tcn/1';
  featureChannels: number;
  frameRate: number;
  channels: number;
  kernel: number;
  dilations: number[];
  tensors: Record<string, Tensor>;
}

export interface BeatModel {
  featureChannels: number;
  channels: number;
  kernel: number;
  dilations: number[];
  input: { weight: Float32Array; bias: Float32Array };
  blocks: Array<{ weight: Float32Array; bias: Float32Array }>;
  output: { weight: Float32Array; bias: Float32Array };
}

/**
 * The networks the analysis listens with, and averages: one trained on General MIDI renders as
 * they come (20 channels), one wider (32) trained on the same pieces through a production chain
 * (reverb, compression, band limits) and as rendered, at record-like levels. Each alone trades
 * the rendered pieces' truth against recordings; their mean keeps most of both
 * (libs/audio/training/README.md).
 */
export const BEAT_MODEL_FILES = ['beat-tcn.json', 'beat-tcn-produced.json'].map((file) =>
  path.resolve(__dirname, '..', '..', 'models', file),
);

let shipped: BeatModel[] | undefined;

/** The shipped models, read once per process (worker thread). */
export function shippedBeatModels(): BeatModel[] {
  shipped ??= BEAT_MODEL_FILES.map((file) => parseBeatModel(JSON.parse(readFileSync(file, 'utf8')) as BeatModelFile));
  return shipped;
}

export function parseBeatModel(file: BeatModelFile): BeatModel {
  if (file.format !== 'downbeat-beat-tcn/1') throw new Error(`unknown beat model format ${String(file.format)}`);
  const tensor = (name: string, shape: number[]) => {
    const entry = file.tensors[name];
    if (!entry || entry.shape.join() !== shape.join()) throw new Error(`beat model: ${name} missing or misshapen`);
    const bytes = Buffer.from(entry.data, 'base64');
    const values = new Float32Array(bytes.length / 4);
    for (let index = 0; index < values.length; index++) values[index] = bytes.readFloatLE(index * 4);
    return values;
  };
  const { featureChannels: inputs, channels, kernel, dilations } = file;
  return {
    featureChannels: inputs,
    channels,
    kernel,
    dilations,
    input: { weight: tensor('input.weight', [channels, inputs]), bias: tensor('input.bias', [channels]) },
    blocks: dilations.map((_, index) => ({
      weight: tensor(`block${index}.weight`, [channels, channels, kernel]),
      bias: tensor(`block${index}.bias`, [channels]),
    })),
    output: { weight: tensor('output.weight', [2, channels]), bias: tensor('output.bias', [2]) },
  };
}

/** The activations of one network, or the mean of several's (the shipped pair by default). */
export function beatActivations(
  features: BeatFeatures,
  models: BeatModel | BeatModel[] = shippedBeatModels(),
): BeatActivations {
  if (!Array.isArray(models)) return networkActivations(features, models);
  const each = models.map((model) => networkActivations(features, model));
  const mean = (pick: (activations: BeatActivations) => Float32Array) =>
    new Float32Array(features.frames).map(
      (_, frame) => each.reduce((sum, activations) => sum + (pick(activations)[frame] as number), 0) / each.length,
    );
  return { frameRate: features.frameRate, beat: mean((a) => a.beat), downbeat: mean((a) => a.downbeat) };
}

function networkActivations(features: BeatFeatures, model: BeatModel): BeatActivations {
  const { frames, values } = features;
  if (features.channels !== model.featureChannels) {
    throw new Error(`beat model expects ${model.featureChannels} feature channels, got ${features.channels}`);
  }
  const { channels, kernel } = model;
  const pad = (Math.max(...model.dilations) * (kernel - 1)) / 2;
  // The residual stream, one row per channel, and the activated copy the convolutions read
  // (zero-padded at both ends, as the training's "same" convolutions are).
  const stream = Array.from({ length: channels }, () => new Float32Array(frames));
  const activated = Array.from({ length: channels }, () => new Float32Array(frames + 2 * pad));
  for (let out = 0; out < channels; out++) {
    const row = stream[out] as Float32Array;
    row.fill(model.input.bias[out] as number);
    for (let input = 0; input < model.featureChannels; input++) {
      const weight = model.input.weight[out * model.featureChannels + input] as number;
      const offset = input * frames;
      for (let frame = 0; frame < frames; frame++)
        row[frame] = (row[frame] as number) + weight * (values[offset + frame] as number);
    }
  }
  model.blocks.forEach((block, index) => {
    const dilation = model.dilations[index] as number;
    activate(stream, activated, pad);
    stream.forEach((row, out) => {
      const bias = block.bias[out] as number;
      for (let frame = 0; frame < frames; frame++) row[frame] = (row[frame] as number) + bias;
    });
    const first = pad - ((kernel - 1) / 2) * dilation;
    let out = 0;
    // Four output channels at once when the kernel is 5 (the shipped model's): each input frame is
    // read once for twenty products instead of four times.
    if (kernel === 5) {
      for (; out + 4 <= channels; out += 4) {
        const rows = stream.slice(out, out + 4) as [Float32Array, Float32Array, Float32Array, Float32Array];
        for (let input = 0; input < channels; input++) {
          const taps = [0, 1, 2, 3].map((row) => tapsOf(block.weight, (out + row) * channels + input, kernel));
          convolveFour(rows, activated[input] as Float32Array, taps, first, dilation);
        }
      }
    }
    for (; out < channels; out++) {
      for (let input = 0; input < channels; input++) {
        const taps = tapsOf(block.weight, out * channels + input, kernel);
        convolve(stream[out] as Float32Array, activated[input] as Float32Array, taps, first, dilation);
      }
    }
  });
  activate(stream, activated, pad);
  const [beat, downbeat] = [0, 1].map((out) => {
    const logits = new Float32Array(frames).fill(model.output.bias[out] as number);
    for (let input = 0; input < channels; input++) {
      const weight = model.output.weight[out * channels + input] as number;
      const source = activated[input] as Float32Array;
      for (let frame = 0; frame < frames; frame++)
        logits[frame] = (logits[frame] as number) + weight * (source[frame + pad] as number);
    }
    return logits.map((logit) => 1 / (1 + Math.exp(-logit)));
  }) as [Float32Array, Float32Array];
  return { frameRate: features.frameRate, beat, downbeat };
}

const tapsOf = (weight: Float32Array, pair: number, kernel: number) =>
  weight.subarray(pair * kernel, (pair + 1) * kernel);

/**
 * row[t] += Σ_k taps[k] · source[t + first + k · dilation]. Kernel 5 is unrolled: one read and
 * write of the row per five products.
 */
function convolve(row: Float32Array, source: Float32Array, taps: Float32Array, first: number, dilation: number): void {
  const frames = row.length;
  if (taps.length === 5) {
    const [w0, w1, w2, w3, w4] = taps as unknown as [number, number, number, number, number];
    for (let frame = 0, at = first; frame < frames; frame++, at++) {
      row[frame] =
        (row[frame] as number) +
        w0 * (source[at] as number) +
        w1 * (source[at + dilation] as number) +
        w2 * (source[at + 2 * dilation] as number) +
        w3 * (source[at + 3 * dilation] as number) +
        w4 * (source[at + 4 * dilation] as number);
    }
    return;
  }
  taps.forEach((weight, tap) => {
    const shift = first + tap * dilation;
    for (let frame = 0; frame < frames; frame++)
      row[frame] = (row[frame] as number) + weight * (source[frame + shift] as number);
  });
}

/**
 * `convolve` with kernel 5 for four rows at once, unrolled: the five source frames are read once
 * for all four. Each row's sum is taken in the same order as one tap after another, so the result
 * is the same to the last bit as four calls of `convolve` would give.
 */
function convolveFour(
  rows: [Float32Array, Float32Array, Float32Array, Float32Array],
  source: Float32Array,
  taps: Float32Array[],
  first: number,
  dilation: number,
): void {
  const [r0, r1, r2, r3] = rows;
  const [a0, a1, a2, a3, a4] = taps[0] as unknown as [number, number, number, number, number];
  const [b0, b1, b2, b3, b4] = taps[1] as unknown as [number, number, number, number, number];
  const [c0, c1, c2, c3, c4] = taps[2] as unknown as [number, number, number, number, number];
  const [d0, d1, d2, d3, d4] = taps[3] as unknown as [number, number, number, number, number];
  for (let frame = 0, at = first; frame < r0.length; frame++, at++) {
    const x0 = source[at] as number;
    const x1 = source[at + dilation] as number;
    const x2 = source[at + 2 * dilation] as number;
    const x3 = source[at + 3 * dilation] as number;
    const x4 = source[at + 4 * dilation] as number;
    r0[frame] = (r0[frame] as number) + a0 * x0 + a1 * x1 + a2 * x2 + a3 * x3 + a4 * x4;
    r1[frame] = (r1[frame] as number) + b0 * x0 + b1 * x1 + b2 * x2 + b3 * x3 + b4 * x4;
    r2[frame] = (r2[frame] as number) + c0 * x0 + c1 * x1 + c2 * x2 + c3 * x3 + c4 * x4;
    r3[frame] = (r3[frame] as number) + d0 * x0 + d1 * x1 + d2 * x2 + d3 * x3 + d4 * x4;
  }
}

/** ELU of the stream into the padded rows (the padding stays zero). */
function activate(stream: Float32Array[], activated: Float32Array[], pad: number): void {
  stream.forEach((row, channel) => {
    const target = activated[channel] as Float32Array;
    for (let frame = 0; frame < row.length; frame++) {
      const value = row[frame] as number;
      target[frame + pad] = value > 0 ? value : Math.expm1(value);
    }
  });
}
