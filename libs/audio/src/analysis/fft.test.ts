import { RealFft, windowedFrame } from './fft';

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

  it('gives each of two frames transformed together exactly its spectrum alone', () => {
    const size = 256;
    const frames = [0.3, 1.7, 2.9].map((rate) =>
      Float32Array.from({ length: size }, (_, n) => Math.sin(n * rate) * (n % 7)),
    );
    const fft = new RealFft(size);
    const alone = frames.map((frame) => {
      const magnitudes = new Float32Array(size / 2 + 1);
      fft.magnitudes(frame, magnitudes);
      return magnitudes;
    });
    const seen: Float32Array[] = [];
    fft.eachSpectrum(
      frames.length,
      (index, frame) => frame.set(frames[index]!),
      (index, magnitudes) => (seen[index] = magnitudes.slice()),
    );
    expect(seen).toEqual(alone);
    const [first, second] = [new Float32Array(size / 2 + 1), new Float32Array(size / 2 + 1)];
    fft.magnitudesOfTwo(frames[2]!, frames[0]!, first, second);
    expect([first, second]).toEqual([alone[2], alone[0]]);
  });

  it('refuses sizes that are not powers of two', () => {
    expect(() => new RealFft(300)).toThrow(RangeError);
  });
});

describe('windowedFrame', () => {
  const samples = Float32Array.from([1, 2, 3, 4, 5, 6]);
  const window = Float32Array.from([0.5, 1, 2]);
  const framed = (start: number) => {
    const frame = new Float32Array(3).fill(NaN);
    windowedFrame(samples, start, window, frame);
    return [...frame];
  };

  it('windows a frame inside the signal', () => {
    expect(framed(0)).toEqual([0.5, 2, 6]);
    expect(framed(3)).toEqual([2, 5, 12]);
  });

  it('treats samples before the first and past the last as silence', () => {
    expect(framed(-2)).toEqual([0, 0, 2]);
    expect(framed(5)).toEqual([3, 0, 0]);
    expect(framed(-5)).toEqual([0, 0, 0]);
    expect(framed(9)).toEqual([0, 0, 0]);
  });
});
