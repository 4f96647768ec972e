/**
 * The beat network's convolutions on WebAssembly SIMD (kernels/beat-convolution.wat): four output
 * channels by four frames per step, in 32-bit floats as the training computed them. One instance
 * per process (worker thread); every call lays its buffers out in its memory afresh, which grows
 * to the longest track seen (and is let go past ~7 minutes).
 */
import { instantiateKernel, type KernelMemory, reserveMemory } from './kernels';

/** The kernel takes output channels and frames in fours. */
export const KERNEL_LANES = 4;

type Convolve = (
  out: number,
  outStride: number,
  outputs: number,
  input: number,
  inStride: number,
  inputs: number,
  weights: number,
  taps: number,
  first: number,
  dilation: number,
  frames: number,
) => void;

interface Kernel {
  memory: KernelMemory;
  convolve: Convolve;
}

let loaded: Kernel | undefined;

/**
 * Memory kept between calls: enough for tracks of about seven minutes. A longer one grows it, and
 * `releaseKernelMemory` then lets it go, so that a worker does not hold its longest track's buffers.
 */
const RETAINED_BYTES = 32 * 1024 * 1024;

function kernel(): Kernel {
  loaded ??= instantiateKernel<Kernel>('beat-convolution');
  return loaded;
}

/** Rows of floats side by side in the kernel's memory: `rows × stride`, row `r` at `r · stride`. */
export interface Rows {
  values: Float32Array;
  rows: number;
  stride: number;
}

/**
 * Buffers of the given sizes (in floats) in the kernel's memory, zeroed. Views made by an earlier
 * call are invalid after this one (the memory may have moved).
 */
export function kernelBuffers(sizes: number[]): Float32Array[] {
  const { memory } = kernel();
  // 16-byte aligned, so every row of a multiple-of-four stride is too.
  const offsets: number[] = [];
  let end = 0;
  for (const size of sizes) {
    offsets.push(end);
    end += Math.ceil(size / KERNEL_LANES) * KERNEL_LANES * 4;
  }
  reserveMemory(memory, end);
  return sizes.map((size, index) => new Float32Array(memory.buffer, offsets[index], size).fill(0));
}

/**
 * out[o][t] += Σ_i Σ_k w[o][i][k] · input[i][t + first + k · dilation] for t < `frames`, where
 * `weights` come from `packWeights` and every index read is inside the input's rows.
 */
export function convolveRows(
  out: Rows,
  input: Rows,
  weights: Float32Array,
  shape: { taps: number; first: number; dilation: number; frames: number },
): void {
  const { taps, first, dilation, frames } = shape;
  if (out.rows % KERNEL_LANES !== 0 || frames % KERNEL_LANES !== 0) {
    throw new RangeError(`the beat kernel takes outputs and frames in fours (got ${out.rows} and ${frames})`);
  }
  const rowRead = first + (taps - 1) * dilation + frames;
  if (
    first < 0 ||
    rowRead > input.stride ||
    input.rows * input.stride > input.values.length ||
    frames > out.stride ||
    out.rows * out.stride > out.values.length
  ) {
    throw new RangeError('the beat kernel would read or write outside its rows');
  }
  kernel().convolve(
    out.values.byteOffset,
    out.stride,
    out.rows,
    input.values.byteOffset,
    input.stride,
    input.rows,
    weights.byteOffset,
    taps,
    first,
    dilation,
    frames,
  );
}

/**
 * A [outputs][inputs][taps] weight tensor in the kernel's order: by group of four outputs, input,
 * tap, then the four outputs' weights side by side.
 */
export function packWeights(weight: Float32Array, outputs: number, inputs: number, taps: number): Float32Array {
  const packed = new Float32Array(outputs * inputs * taps);
  let at = 0;
  for (let group = 0; group < outputs; group += KERNEL_LANES) {
    for (let input = 0; input < inputs; input++) {
      for (let tap = 0; tap < taps; tap++) {
        for (let lane = 0; lane < KERNEL_LANES; lane++) {
          packed[at++] = weight[((group + lane) * inputs + input) * taps + tap] as number;
        }
      }
    }
  }
  return packed;
}

/** Drops the kernel's memory when a long track grew it past what is kept between calls. */
export function releaseKernelMemory(): void {
  if (loaded && loaded.memory.buffer.byteLength > RETAINED_BYTES) loaded = undefined;
}
