import { RealFft } from './fft';

/** The textbook O(N²) DFT magnitude, as the reference. */
function naiveMagnitudes(frame: number[]): number[] {
  const size = frame.length;
  return Array.from({ length: size / 2 + 1 }, (_, k) => {
    let re = 0;
    let im = 0;
    frame.forEach((value, n) => {
      re += value * Math.cos((2 * Math.PI * k * n) / size);
      im -= value * Math.sin((2 * Math.PI * k * n) / size);
    });
    return Math.hypot(re, im);
  });
}

describe('RealFft', () => {
  it('matches the direct DFT on an arbitrary real frame', () => {
    const frame = Array.from({ length: 64 }, (_, n) => Math.sin(n * 0.7) + 0.3 * Math.cos(n * 2.1) + (n % 5) / 10);
    const magnitudes = new Float32Array(33);
    new RealFft(64).magnitudes(frame, magnitudes);
    naiveMagnitudes(frame).forEach((expected, k) => expect(magnitudes[k]).toBeCloseTo(expected, 3));
  });

  it('puts a pure tone in its bin', () => {
    const size = 512;
    const frame = Array.from({ length: size }, (_, n) => Math.cos((2 * Math.PI * 20 * n) / size));
    const magnitudes = new Float32Array(size / 2 + 1);
    new RealFft(size).magnitudes(frame, magnitudes);
    expect(magnitudes[20]).toBeCloseTo(size / 2, 2);
    expect(magnitudes[21]).toBeLessThan(1e-6);
  });

  it('refuses sizes that are not powers of two', () => {
    expect(() => new RealFft(300)).toThrow(RangeError);
  });
});
