/**
 * Magnitude spectra of real frames, for the analysis hot path: a radix-2 transform in which a real
 * frame of N samples is packed into N/2 complex values, transformed and split back (half the work
 * of a complex transform). It runs on WebAssembly SIMD (kernels/real-fft.wat), two frames at once,
 * one per lane, each computed exactly as it would be alone — `eachSpectrum` for loops over many
 * frames, `magnitudes` for one.
 */
import { instantiateKernel, type KernelMemory, reserveMemory } from './kernels';

interface FftKernel {
  memory: KernelMemory;
  magnitudes(half: number, twiddles: number, reversed: number, input: number, work: number, out: number): void;
}

export class RealFft {
  readonly size: number;
  private readonly half: number;
  private readonly kernel: FftKernel;
  /** Byte offsets of the kernel's buffers. */
  private readonly at: { twiddles: number; reversed: number; input: number; work: number; out: number };
  /** Sample n of the first frame at 2n, of the second at 2n + 1. */
  private readonly input: Float64Array;
  /** Bin k of the first frame at 2k, of the second at 2k + 1. */
  private readonly output: Float32Array;

  constructor(size: number) {
    if (size < 4 || (size & (size - 1)) !== 0) throw new RangeError(`FFT size ${size} is not a power of two ≥ 4`);
    this.size = size;
    const half = size / 2;
    this.half = half;
    this.kernel = instantiateKernel<FftKernel>('real-fft');
    const twiddles = 0;
    const reversed = twiddles + (half + 1) * 16;
    const input = reversed + Math.ceil((half * 4) / 16) * 16;
    const work = input + size * 16;
    const out = work + half * 32;
    this.at = { twiddles, reversed, input, work, out };
    reserveMemory(this.kernel.memory, out + (half + 1) * 8);
    const { buffer } = this.kernel.memory;
    const turns = new Float64Array(buffer, twiddles, 2 * (half + 1));
    for (let index = 0; index < half; index++) {
      turns[2 * index] = Math.cos((2 * Math.PI * index) / size);
      turns[2 * index + 1] = -Math.sin((2 * Math.PI * index) / size);
    }
    // The split's last bin, k = N/2, turns by -1.
    turns[2 * half] = -1;
    turns[2 * half + 1] = 0;
    const order = new Uint32Array(buffer, reversed, half);
    const bits = Math.log2(half);
    for (let index = 0; index < half; index++) {
      let turned = 0;
      for (let bit = 0; bit < bits; bit++) turned |= ((index >> bit) & 1) << (bits - 1 - bit);
      order[index] = turned;
    }
    this.input = new Float64Array(buffer, input, 2 * size);
    this.output = new Float32Array(buffer, out, 2 * (half + 1));
  }

  /** Writes |X[k]| for k = 0 … N/2 into `magnitudes` (length N/2 + 1). */
  magnitudes(frame: ArrayLike<number>, magnitudes: Float32Array): void {
    const { input, output, size, half } = this;
    // The second lane keeps whatever it held: its spectrum is not read.
    for (let index = 0; index < size; index++) input[2 * index] = frame[index] as number;
    this.transform();
    for (let k = 0; k <= half; k++) magnitudes[k] = output[2 * k] as number;
  }

  /** `magnitudes` of two frames in one pass. */
  magnitudesOfTwo(
    first: ArrayLike<number>,
    second: ArrayLike<number>,
    firstMagnitudes: Float32Array,
    secondMagnitudes: Float32Array,
  ): void {
    const { input, output, size, half } = this;
    for (let index = 0; index < size; index++) {
      input[2 * index] = first[index] as number;
      input[2 * index + 1] = second[index] as number;
    }
    this.transform();
    for (let k = 0; k <= half; k++) {
      firstMagnitudes[k] = output[2 * k] as number;
      secondMagnitudes[k] = output[2 * k + 1] as number;
    }
  }

  /**
   * For frames 0 … count - 1 in order: `fill` writes frame i into the buffer it is given, `use`
   * reads frame i's magnitudes (valid during the call) — two frames to a pass.
   */
  eachSpectrum(
    count: number,
    fill: (index: number, frame: Float32Array) => void,
    use: (index: number, magnitudes: Float32Array) => void,
  ): void {
    const frames = [new Float32Array(this.size), new Float32Array(this.size)] as const;
    const spectra = [new Float32Array(this.half + 1), new Float32Array(this.half + 1)] as const;
    for (let index = 0; index < count; index += 2) {
      fill(index, frames[0]);
      if (index + 1 < count) fill(index + 1, frames[1]);
      this.magnitudesOfTwo(frames[0], frames[1], spectra[0], spectra[1]);
      use(index, spectra[0]);
      if (index + 1 < count) use(index + 1, spectra[1]);
    }
  }

  private transform(): void {
    const { twiddles, reversed, input, work, out } = this.at;
    this.kernel.magnitudes(this.half, twiddles, reversed, input, work, out);
  }
}

/** A periodic Hann window: tapers frames so a note does not leak across the whole spectrum. */
export function hannWindow(size: number): Float32Array {
  const window = new Float32Array(size);
  for (let index = 0; index < size; index++) window[index] = 0.5 - 0.5 * Math.cos((2 * Math.PI * index) / size);
  return window;
}

/**
 * Writes `samples[start …]` times `window` into `frame` (the window's length); samples before the
 * first and past the last are silence. Frames wholly inside the signal — all but a few at either
 * end — take a loop that never reads out of bounds: one that sometimes does runs several times
 * slower in V8, and framing was a tenth of an analysis.
 */
export function windowedFrame(samples: Float32Array, start: number, window: Float32Array, frame: Float32Array): void {
  const size = window.length;
  if (start >= 0 && start + size <= samples.length) {
    for (let offset = 0; offset < size; offset++) frame[offset] = samples[start + offset]! * window[offset]!;
    return;
  }
  for (let offset = 0; offset < size; offset++) {
    const index = start + offset;
    frame[offset] = (index >= 0 && index < samples.length ? samples[index]! : 0) * window[offset]!;
  }
}
