/**
 * The beat network's forward pass: a small temporal convolutional network (a 1x1 input layer,
 * residual blocks of dilated convolutions over time, a 1x1 output layer) that turns the beat
 * features into two activations per frame — how likely a beat is there, and a downbeat. It was
 * trained here (libs/audio/training/train.py, on rendered MIDI and synthesised music only) and its
 * weights ship in `models/` (two networks, averaged: `BEAT_MODEL_FILES`); this computes what the
 * training script's `forward` does, in 32-bit floats as it does: the convolutions on WebAssembly
 * SIMD (`beat-kernel.ts`), the rest here; no native code.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type BeatFeatures } from './beat-features';
import { floatsOf } from './decode';
import { convolveRows, KERNEL_LANES, kernelBuffers, packWeights, releaseKernelMemory, type Rows } from './beat-kernel';

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
    return floatsOf(Buffer.from(entry.data, 'base64'));
  };
  const { featureChannels: inputs, channels, kernel, dilations } = file;
  if (channels % KERNEL_LANES !== 0)
    throw new Error(`beat model: ${channels} channels, not a multiple of ${KERNEL_LANES}`);
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
  const { channels, kernel: taps, featureChannels } = model;
  const packed = packedWeights(model);
  const pad = (Math.max(...model.dilations) * (taps - 1)) / 2;
  // Rows as long as the frames rounded up to the kernel's four; the activated copy the
  // convolutions read is zero-padded at both ends, as the training's "same" convolutions are.
  const width = Math.ceil(frames / KERNEL_LANES) * KERNEL_LANES;
  const [featureValues, streamValues, activatedValues, ...weights] = kernelBuffers([
    featureChannels * width,
    channels * width,
    channels * (width + 2 * pad),
    ...packed.map((tensor) => tensor.length),
  ]) as [Float32Array, Float32Array, Float32Array, ...Float32Array[]];
  packed.forEach((tensor, index) => weights[index]!.set(tensor));
  const input: Rows = { values: featureValues, rows: featureChannels, stride: width };
  const stream: Rows = { values: streamValues, rows: channels, stride: width };
  const activated: Rows = { values: activatedValues, rows: channels, stride: width + 2 * pad };
  for (let channel = 0; channel < featureChannels; channel++) {
    featureValues.set(values.subarray(channel * frames, (channel + 1) * frames), channel * width);
  }
  addBias(stream, model.input.bias);
  convolveRows(stream, input, weights[0]!, { taps: 1, first: 0, dilation: 1, frames: width });
  model.blocks.forEach((block, index) => {
    const dilation = model.dilations[index] as number;
    activate(stream, activated, frames, pad);
    addBias(stream, block.bias);
    const first = pad - ((taps - 1) / 2) * dilation;
    convolveRows(stream, activated, weights[index + 1]!, { taps, first, dilation, frames: width });
  });
  activate(stream, activated, frames, pad);
  const [beat, downbeat] = [0, 1].map((out) => {
    const logits = new Float32Array(frames).fill(model.output.bias[out] as number);
    for (let input = 0; input < channels; input++) {
      const weight = model.output.weight[out * channels + input] as number;
      const source = activated.values.subarray(input * activated.stride + pad);
      for (let frame = 0; frame < frames; frame++)
        logits[frame] = (logits[frame] as number) + weight * (source[frame] as number);
    }
    return logits.map((logit) => 1 / (1 + Math.exp(-logit)));
  }) as [Float32Array, Float32Array];
  releaseKernelMemory();
  return { frameRate: features.frameRate, beat, downbeat };
}

const packed = new WeakMap<BeatModel, Float32Array[]>();

/** The input layer's and each block's weights in the kernel's order, packed once per model. */
function packedWeights(model: BeatModel): Float32Array[] {
  let tensors = packed.get(model);
  if (!tensors) {
    const { channels, featureChannels, kernel: taps } = model;
    tensors = [
      packWeights(model.input.weight, channels, featureChannels, 1),
      ...model.blocks.map((block) => packWeights(block.weight, channels, channels, taps)),
    ];
    packed.set(model, tensors);
  }
  return tensors;
}

function addBias(stream: Rows, bias: Float32Array): void {
  for (let channel = 0; channel < stream.rows; channel++) {
    const start = channel * stream.stride;
    const row = stream.values.subarray(start, start + stream.stride);
    const value = bias[channel] as number;
    for (let frame = 0; frame < row.length; frame++) row[frame] = (row[frame] as number) + value;
  }
}

/** ELU of the stream's first `frames` into the padded rows (the padding stays zero). */
function activate(stream: Rows, activated: Rows, frames: number, pad: number): void {
  for (let channel = 0; channel < stream.rows; channel++) {
    const from = channel * stream.stride;
    const to = channel * activated.stride + pad;
    for (let frame = 0; frame < frames; frame++) {
      const value = stream.values[from + frame] as number;
      activated.values[to + frame] = value > 0 ? value : Math.expm1(value);
    }
  }
}
