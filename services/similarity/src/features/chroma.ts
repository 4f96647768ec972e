/**
 * Chroma: how much of each of the 12 pitch classes (0 = C) sounds in each frame, from a 256 ms
 * FFT (4096 points at 16 kHz: 3.9 Hz bins, about a semitone apart at 80 Hz, finer above). Bins
 * between 80 Hz and 2 kHz — bass notes and chords, below most hi-hats and cymbals — add their
 * magnitude to their nearest pitch class, weighted down the further they lie from its centre.
 * Each frame is scaled to unit length, so that alignment compares harmony, not level; a silent
 * frame is all zeros.
 */
import { hannWindow, RealFft } from '@downbeat/audio';
import { frameCentre } from './frames';

export const CHROMA_SIZE = 12;
const FFT_SIZE = 4096;
const LOWEST_HZ = 80;
const HIGHEST_HZ = 2000;
/** Frames quieter than -80 dBFS RMS carry no harmony. */
const SILENT_RMS = 1e-4;

interface BinWeight {
  bin: number;
  pitchClass: number;
  weight: number;
}

/** Chroma of `frames` frames (frames × 12, row-major). */
export function chromaFrames(samples: Float32Array, sampleRate: number, frames: number): Float32Array {
  const fft = new RealFft(FFT_SIZE);
  const window = hannWindow(FFT_SIZE);
  const weights = binWeights(sampleRate);
  const frame = new Float32Array(FFT_SIZE);
  const magnitudes = new Float32Array(FFT_SIZE / 2 + 1);
  const chroma = new Float32Array(frames * CHROMA_SIZE);
  for (let index = 0; index < frames; index++) {
    const start = frameCentre(index, sampleRate) - FFT_SIZE / 2;
    let energy = 0;
    for (let offset = 0; offset < FFT_SIZE; offset++) {
      const sample = samples[start + offset] ?? 0;
      energy += sample * sample;
      frame[offset] = sample * (window[offset] as number);
    }
    if (Math.sqrt(energy / FFT_SIZE) < SILENT_RMS) continue;
    fft.magnitudes(frame, magnitudes);
    const row = chroma.subarray(index * CHROMA_SIZE, (index + 1) * CHROMA_SIZE);
    for (const { bin, pitchClass, weight } of weights) {
      row[pitchClass] = (row[pitchClass] as number) + weight * (magnitudes[bin] as number);
    }
    normalise(row);
  }
  return chroma;
}

function binWeights(sampleRate: number): BinWeight[] {
  const weights: BinWeight[] = [];
  for (let bin = 1; bin <= FFT_SIZE / 2; bin++) {
    const hz = (bin * sampleRate) / FFT_SIZE;
    if (hz < LOWEST_HZ || hz > HIGHEST_HZ) continue;
    const midi = 69 + 12 * Math.log2(hz / 440);
    const nearest = Math.round(midi);
    // cos² of the distance from the semitone's centre: 1 on it, ½ a quarter tone away, 0 between.
    const weight = Math.cos(Math.PI * (midi - nearest)) ** 2;
    weights.push({ bin, pitchClass: ((nearest % 12) + 12) % 12, weight });
  }
  return weights;
}

function normalise(row: Float32Array): void {
  let norm = 0;
  for (const value of row) norm += value * value;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let index = 0; index < row.length; index++) row[index] = (row[index] as number) / norm;
}
