/**
 * A radix-2 FFT for real input, written for the analysis hot path: tables are computed once per
 * size, a real frame of N samples is packed into N/2 complex values, transformed, and split back,
 * which halves the work of a complex transform.
 */
export class RealFft {
  readonly size: number;
  private readonly half: number;
  private readonly reversed: Uint32Array;
  private readonly cosines: Float64Array;
  private readonly sines: Float64Array;
  private readonly re: Float64Array;
  private readonly im: Float64Array;

  constructor(size: number) {
    if (size < 4 || (size & (size - 1)) !== 0) throw new RangeError(`FFT size ${size} is not a power of two ≥ 4`);
    this.size = size;
    this.half = size / 2;
    this.reversed = new Uint32Array(this.half);
    const bits = Math.log2(this.half);
    for (let index = 0; index < this.half; index++) {
      let reversed = 0;
      for (let bit = 0; bit < bits; bit++) reversed |= ((index >> bit) & 1) << (bits - 1 - bit);
      this.reversed[index] = reversed;
    }
    this.cosines = new Float64Array(this.half);
    this.sines = new Float64Array(this.half);
    for (let index = 0; index < this.half; index++) {
      this.cosines[index] = Math.cos((2 * Math.PI * index) / size);
      this.sines[index] = -Math.sin((2 * Math.PI * index) / size);
    }
    this.re = new Float64Array(this.half);
    this.im = new Float64Array(this.half);
  }

  /** Writes |X[k]| for k = 0 … N/2 into `magnitudes` (length N/2 + 1). */
  magnitudes(frame: ArrayLike<number>, magnitudes: Float32Array): void {
    const { half, re, im, reversed, cosines, sines } = this;
    for (let index = 0; index < half; index++) {
      const target = reversed[index] as number;
      re[target] = frame[2 * index] as number;
      im[target] = frame[2 * index + 1] as number;
    }
    // The first stage's twiddle is 1: plain sums and differences (the same numbers as multiplying).
    for (let a = 0; a < half; a += 2) {
      const ar = re[a] as number;
      const ai = im[a] as number;
      const br = re[a + 1] as number;
      const bi = im[a + 1] as number;
      re[a + 1] = ar - br;
      im[a + 1] = ai - bi;
      re[a] = ar + br;
      im[a] = ai + bi;
    }
    // Iterative Cooley–Tukey on the N/2 packed values; twiddles of size N/2 are every other entry.
    for (let span = 2; span < half; span *= 2) {
      const stride = half / span;
      for (let start = 0; start < half; start += 2 * span) {
        for (let offset = 0; offset < span; offset++) {
          const twiddle = offset * stride;
          const wr = cosines[twiddle] as number;
          const wi = sines[twiddle] as number;
          const a = start + offset;
          const b = a + span;
          const br = re[b] as number;
          const bi = im[b] as number;
          const tr = br * wr - bi * wi;
          const ti = br * wi + bi * wr;
          const ar = re[a] as number;
          const ai = im[a] as number;
          re[b] = ar - tr;
          im[b] = ai - ti;
          re[a] = ar + tr;
          im[a] = ai + ti;
        }
      }
    }
    // Split the packed transform into the spectrum of the real frame.
    for (let k = 0; k <= half; k++) {
      const index = k === half ? 0 : k;
      const mirror = k === 0 ? 0 : half - k;
      const zr = re[index] as number;
      const zi = im[index] as number;
      const cr = re[mirror] as number;
      const ci = -(im[mirror] as number);
      const evenR = (zr + cr) / 2;
      const evenI = (zi + ci) / 2;
      const oddR = (zi - ci) / 2;
      const oddI = -(zr - cr) / 2;
      const wr = k === half ? -1 : (cosines[k] as number);
      const wi = k === half ? 0 : (sines[k] as number);
      const xr = evenR + wr * oddR - wi * oddI;
      const xi = evenI + wr * oddI + wi * oddR;
      magnitudes[k] = Math.sqrt(xr * xr + xi * xi);
    }
  }
}

/** A periodic Hann window: tapers frames so a note does not leak across the whole spectrum. */
export function hannWindow(size: number): Float32Array {
  const window = new Float32Array(size);
  for (let index = 0; index < size; index++) window[index] = 0.5 - 0.5 * Math.cos((2 * Math.PI * index) / size);
  return window;
}
