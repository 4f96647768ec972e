/**
 * The beat network's forward pass: a small temporal convolutional network (a 1x1 input layer,
 * residual blocks of dilated convolutions over time, a 1x1 output layer) that turns the beat
 * features into two activations per frame — how likely a beat is there, and a downbeat. It was
 * trained here (libs/audio/training/train.py, on rendered MIDI and synthesised music only) and its
 * weights ship in `models/beat-tcn.json`; this computes exactly what the training script's
 * `forward` does, in plain TypeScript (about 2 ms per second of audio), with no native code.
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

export const BEAT_MODEL_FILE = path.resolve(__dirname, '..', '..', 'models', 'beat-tcn.json');

let shipped: BeatModel | undefined;

/** The shipped model, read once per process (worker thread). */
export function shippedBeatModel(): BeatModel {
  shipped ??= parseBeatModel(JSON.parse(readFileSync(BEAT_MODEL_FILE, 'utf8')) as BeatModelFile);
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

export function beatActivations(features: BeatFeatures, model: BeatModel = shippedBeatModel()): BeatActivations {
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
    for (let out = 0; out < channels; out++) {
      const row = stream[out] as Float32Array;
      const bias = block.bias[out] as number;
      for (let frame = 0; frame < frames; frame++) row[frame] = (row[frame] as number) + bias;
      for (let input = 0; input < channels; input++) {
        const source = activated[input] as Float32Array;
        const taps = block.weight.subarray((out * channels + input) * kernel, (out * channels + input + 1) * kernel);
        convolve(row, source, taps, pad - ((kernel - 1) / 2) * dilation, dilation);
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

/**
 * row[t] += Σ_k taps[k] · source[t + first + k · dilation]. Kernel 5 (the shipped model's) is
 * unrolled: one read and write of the row per five products is what makes the pass fast.
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
