/**
 * Linear convolution by FFT (overlap-add in blocks), for reverb tails seconds long on minute-long
 * training clips, where direct convolution would take minutes.
 */

/** `signal` convolved with `kernel`, cut to the signal's length. */
export function convolve(signal: Float32Array, kernel: Float32Array): Float32Array {
  let size = 1;
  while (size < 2 * kernel.length) size *= 2;
  const block = size - kernel.length + 1;
  const kernelRe = new Float64Array(size);
  const kernelIm = new Float64Array(size);
  kernelRe.set(kernel);
  fft(kernelRe, kernelIm, false);
  const out = new Float32Array(signal.length);
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  for (let start = 0; start < signal.length; start += block) {
    re.fill(0);
    im.fill(0);
    re.set(signal.subarray(start, Math.min(signal.length, start + block)));
    fft(re, im, false);
    for (let bin = 0; bin < size; bin++) {
      const r = (re[bin] as number) * (kernelRe[bin] as number) - (im[bin] as number) * (kernelIm[bin] as number);
      im[bin] = (re[bin] as number) * (kernelIm[bin] as number) + (im[bin] as number) * (kernelRe[bin] as number);
      re[bin] = r;
    }
    fft(re, im, true);
    const end = Math.min(signal.length, start + size);
    for (let index = start; index < end; index++) out[index] = (out[index] as number) + (re[index - start] as number);
  }
  return out;
}

/** In-place iterative radix-2 complex FFT; the inverse is scaled by 1/n. */
export function fft(re: Float64Array, im: Float64Array, inverse: boolean): void {
  const n = re.length;
  for (let index = 1, reversed = 0; index < n; index++) {
    let bit = n >> 1;
    for (; reversed & bit; bit >>= 1) reversed ^= bit;
    reversed ^= bit;
    if (index < reversed) {
      [re[index], re[reversed]] = [re[reversed] as number, re[index] as number];
      [im[index], im[reversed]] = [im[reversed] as number, im[index] as number];
    }
  }
  for (let length = 2; length <= n; length *= 2) {
    const angle = ((inverse ? 2 : -2) * Math.PI) / length;
    const stepRe = Math.cos(angle);
    const stepIm = Math.sin(angle);
    for (let start = 0; start < n; start += length) {
      let wRe = 1;
      let wIm = 0;
      for (let offset = 0; offset < length / 2; offset++) {
        const a = start + offset;
        const b = a + length / 2;
        const tRe = (re[b] as number) * wRe - (im[b] as number) * wIm;
        const tIm = (re[b] as number) * wIm + (im[b] as number) * wRe;
        re[b] = (re[a] as number) - tRe;
        im[b] = (im[a] as number) - tIm;
        re[a] = (re[a] as number) + tRe;
        im[a] = (im[a] as number) + tIm;
        const next = wRe * stepRe - wIm * stepIm;
        wIm = wRe * stepIm + wIm * stepRe;
        wRe = next;
      }
    }
  }
  if (inverse) {
    for (let index = 0; index < n; index++) {
      re[index] = (re[index] as number) / n;
      im[index] = (im[index] as number) / n;
    }
  }
}
