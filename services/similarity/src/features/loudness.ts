/**
 * Loudness per frame, in LUFS as ITU-R BS.1770 measures it — K-weighting (a high shelf for the
 * head, a high-pass below the lowest octave), then the mean square over 400 ms (EBU R128's
 * momentary window) centred on the frame — of the mono mix. For a stereo file whose channels are
 * equal that reads 3 LU under the stereo measurement (BS.1770 sums the channels' powers). Frames
 * below EBU R128's absolute gate read -70.
 */
import { frameCentre } from './frames';

const WINDOW_SECONDS = 0.4;
export const SILENCE_LUFS = -70;

/** Momentary loudness of `frames` frames, LUFS. */
export function loudnessFrames(samples: Float32Array, sampleRate: number, frames: number): Float32Array {
  const weighted = kWeighted(samples, sampleRate);
  // Running sum of squares: any window's mean square in two lookups.
  const energy = new Float64Array(weighted.length + 1);
  for (let index = 0; index < weighted.length; index++) {
    const value = weighted[index] as number;
    energy[index + 1] = (energy[index] as number) + value * value;
  }
  const half = Math.round((WINDOW_SECONDS * sampleRate) / 2);
  const loudness = new Float32Array(frames);
  for (let index = 0; index < frames; index++) {
    const centre = frameCentre(index, sampleRate);
    const from = Math.max(0, Math.min(weighted.length, centre - half));
    const to = Math.max(0, Math.min(weighted.length, centre + half));
    // Samples outside the audio count as silence: the window keeps its length.
    const meanSquare = ((energy[to] as number) - (energy[from] as number)) / (2 * half);
    loudness[index] = meanSquare > 0 ? Math.max(SILENCE_LUFS, -0.691 + 10 * Math.log10(meanSquare)) : SILENCE_LUFS;
  }
  return loudness;
}

/**
 * BS.1770's two K-weighting biquads, designed for any sample rate from their analogue prototypes
 * by the bilinear transform (the standard tabulates them at 48 kHz only).
 */
export function kWeighted(samples: Float32Array, sampleRate: number): Float64Array {
  const shelf = highShelf(sampleRate, 1681.974450955533, 3.999843853973347, 0.7071752369554196);
  const highPass = secondOrderHighPass(sampleRate, 38.13547087602444, 0.5003270373238773);
  return biquad(biquad(samples, shelf), highPass);
}

interface Biquad {
  b: [number, number, number];
  a: [number, number];
}

function highShelf(sampleRate: number, hz: number, gainDb: number, q: number): Biquad {
  const k = Math.tan((Math.PI * hz) / sampleRate);
  const vh = 10 ** (gainDb / 20);
  const vb = vh ** 0.4996667741545416;
  const a0 = 1 + k / q + k * k;
  return {
    b: [(vh + (vb * k) / q + k * k) / a0, (2 * (k * k - vh)) / a0, (vh - (vb * k) / q + k * k) / a0],
    a: [(2 * (k * k - 1)) / a0, (1 - k / q + k * k) / a0],
  };
}

function secondOrderHighPass(sampleRate: number, hz: number, q: number): Biquad {
  const k = Math.tan((Math.PI * hz) / sampleRate);
  const a0 = 1 + k / q + k * k;
  return { b: [1, -2, 1], a: [(2 * (k * k - 1)) / a0, (1 - k / q + k * k) / a0] };
}

function biquad(input: ArrayLike<number>, { b, a }: Biquad): Float64Array {
  const output = new Float64Array(input.length);
  let [x1, x2, y1, y2] = [0, 0, 0, 0];
  for (let index = 0; index < input.length; index++) {
    const x = input[index] as number;
    const y = b[0] * x + b[1] * x1 + b[2] * x2 - a[0] * y1 - a[1] * y2;
    [x2, x1, y2, y1] = [x1, x, y1, y];
    output[index] = y;
  }
  return output;
}
