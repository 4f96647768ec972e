import { convolveRows, kernelBuffers, packWeights, releaseKernelMemory, type Rows } from './beat-kernel';

/** Deterministic values in [-1, 1). */
const noise = (length: number, seed: number) =>
  Float32Array.from({ length }, (_, index) => (((index + 1) * 7919 * seed) % 2003) / 1001.5 - 1);

describe('the beat convolution kernel', () => {
  it('adds the dilated convolution of every input row to every output row', () => {
    const [outputs, inputs, taps, dilation, frames, pad] = [8, 3, 5, 3, 12, 6];
    const inStride = frames + 2 * pad;
    const weight = noise(outputs * inputs * taps, 3);
    const source = noise(inputs * inStride, 5);
    const start = noise(outputs * frames, 11);
    const [outValues, inValues, packed] = kernelBuffers([outputs * frames, inputs * inStride, weight.length]) as [
      Float32Array,
      Float32Array,
      Float32Array,
    ];
    outValues.set(start);
    inValues.set(source);
    packed.set(packWeights(weight, outputs, inputs, taps));
    const out: Rows = { values: outValues, rows: outputs, stride: frames };
    const first = pad - ((taps - 1) / 2) * dilation;
    convolveRows(out, { values: inValues, rows: inputs, stride: inStride }, packed, { taps, first, dilation, frames });
    for (let o = 0; o < outputs; o++) {
      for (let t = 0; t < frames; t++) {
        let expected = start[o * frames + t] as number;
        for (let i = 0; i < inputs; i++) {
          for (let k = 0; k < taps; k++) {
            expected +=
              (weight[(o * inputs + i) * taps + k] as number) *
              (source[i * inStride + t + first + k * dilation] as number);
          }
        }
        expect(outValues[o * frames + t]).toBeCloseTo(expected, 5);
      }
    }
  });

  it('refuses shapes it would read outside its rows with, or cannot take in fours', () => {
    const [outValues, inValues, weights] = kernelBuffers([8 * 8, 2 * 8, 8 * 2 * 3]) as [
      Float32Array,
      Float32Array,
      Float32Array,
    ];
    const out: Rows = { values: outValues, rows: 8, stride: 8 };
    const input: Rows = { values: inValues, rows: 2, stride: 8 };
    expect(() => convolveRows(out, input, weights, { taps: 3, first: 0, dilation: 2, frames: 8 })).toThrow(
      /outside its rows/,
    );
    expect(() => convolveRows(out, input, weights, { taps: 1, first: 0, dilation: 1, frames: 6 })).toThrow(/in fours/);
  });

  it('lets go of the memory a long track grew, keeping what ordinary tracks need', () => {
    const ordinary = kernelBuffers([1_000_000])[0]!.buffer;
    releaseKernelMemory();
    expect(kernelBuffers([16])[0]!.buffer).toBe(ordinary);
    const long = kernelBuffers([10_000_000])[0]!.buffer.byteLength;
    expect(long).toBeGreaterThan(32 * 1024 * 1024);
    releaseKernelMemory();
    expect(kernelBuffers([16])[0]!.buffer.byteLength).toBeLessThan(long);
  });
});
