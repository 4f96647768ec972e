/**
 * Beat-synchronous chroma: the energy of each of the 12 pitch classes during each beat. Chords
 * change on bar lines, so the chroma change from one beat to the next marks downbeats; chroma per
 * bar is also what repetition (a chorus coming back) is measured on. Only a few long FFT frames are
 * taken per beat, which keeps it cheap.
 */
import { hannWindow, RealFft, windowedFrame } from './fft';

const CHROMA_FRAME = 2048;
/**
 * Harmony band: above the bass and its first harmonics (walking or root–fifth bass lines move within
 * the bar) and below most melodies (which move on every beat); chords sit in between.
 */
const LOWEST_HZ = 250;
const HIGHEST_HZ = 520;

/** One 12-value chroma vector per beat interval (the last beat runs one period on), unit length. */
export function beatChroma(samples: Float32Array, sampleRate: number, beatTimes: number[]): Float32Array[] {
  const fft = new RealFft(CHROMA_FRAME);
  const window = hannWindow(CHROMA_FRAME);
  const bins = CHROMA_FRAME / 2 + 1;
  const binHz = sampleRate / CHROMA_FRAME;
  const pitchClass = new Int8Array(bins).fill(-1);
  for (let bin = 1; bin < bins; bin++) {
    const hz = bin * binHz;
    if (hz < LOWEST_HZ || hz > HIGHEST_HZ) continue;
    pitchClass[bin] = ((Math.round(12 * Math.log2(hz / 440) + 69) % 12) + 12) % 12;
  }
  const frame = new Float32Array(CHROMA_FRAME);
  const magnitudes = new Float32Array(bins);
  return beatTimes.map((time, index) => {
    const next = beatTimes[index + 1] ?? time + (time - (beatTimes[index - 1] ?? time - 0.5));
    const chroma = new Float32Array(12);
    for (const fraction of [0.3, 0.7]) {
      const centre = Math.round((time + (next - time) * fraction) * sampleRate);
      windowedFrame(samples, centre - CHROMA_FRAME / 2, window, frame);
      fft.magnitudes(frame, magnitudes);
      for (let bin = 1; bin < bins; bin++) {
        const pitch = pitchClass[bin] as number;
        if (pitch >= 0) chroma[pitch] = (chroma[pitch] as number) + (magnitudes[bin] as number);
      }
    }
    return unit(chroma);
  });
}

export function unit(vector: Float32Array): Float32Array {
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm);
  return norm > 0 ? vector.map((value) => value / norm) : vector;
}

export function cosine(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let index = 0; index < a.length; index++) sum += (a[index] as number) * (b[index] ?? 0);
  return sum;
}
