/**
 * Onset strength: how much new energy appears in each ~11.6 ms frame. A short-time Fourier
 * transform gives log-compressed magnitudes; their positive frame-to-frame differences (spectral
 * flux) summed over all bins make the broadband envelope that tells where the music starts and
 * ends, whether beats divide in two or three, and how busy a bar is (highlights).
 */
import { hannWindow, RealFft, windowedFrame } from './fft';

/** Analysis frame: 512 samples (46 ms) every 128 samples (11.6 ms) at 11025 Hz. */
export const FRAME_SIZE = 512;
export const HOP_SIZE = 128;

export interface OnsetEnvelopes {
  /** Frames per second. */
  frameRate: number;
  /** Broadband spectral flux, locally de-trended and scaled to unit deviation. */
  broadband: Float32Array;
  /** Frame energy (mean square), for finding where the music starts and ends. */
  energy: Float32Array;
}

export function onsetEnvelopes(samples: Float32Array, sampleRate: number): OnsetEnvelopes {
  const frames = Math.max(1, Math.ceil(samples.length / HOP_SIZE));
  const fft = new RealFft(FRAME_SIZE);
  const window = hannWindow(FRAME_SIZE);
  const bins = FRAME_SIZE / 2 + 1;
  let previous = new Float32Array(bins);
  let current = new Float32Array(bins);
  const broadband = new Float32Array(frames);
  const energy = new Float32Array(frames);
  fft.eachSpectrum(
    frames,
    (index, frame) => {
      // Frames are centred on index * hop, so frame times need no offset.
      const start = index * HOP_SIZE - FRAME_SIZE / 2;
      windowedFrame(samples, start, window, frame);
      let power = 0;
      for (let at = Math.max(0, start); at < Math.min(samples.length, start + FRAME_SIZE); at++) {
        const value = samples[at]!;
        power += value * value;
      }
      energy[index] = power / FRAME_SIZE;
    },
    (index, magnitudes) => {
      let fluxAll = 0;
      for (let bin = 1; bin < bins; bin++) {
        const level = Math.log1p(magnitudes[bin] as number);
        current[bin] = level;
        const rise = level - (previous[bin] as number);
        if (rise > 0) fluxAll += rise;
      }
      broadband[index] = fluxAll;
      [previous, current] = [current, previous];
    },
  );
  const frameRate = sampleRate / HOP_SIZE;
  const detrendFrames = Math.round(frameRate * 0.3);
  return {
    frameRate,
    broadband: normalise(detrend(broadband, detrendFrames)),
    energy,
  };
}

/** Subtracts a running mean (±`radius` frames) and keeps what rises above it. */
function detrend(values: Float32Array, radius: number): Float32Array {
  const out = new Float32Array(values.length);
  let sum = 0;
  let count = 0;
  for (let index = 0; index < Math.min(radius, values.length); index++) {
    sum += values[index] as number;
    count++;
  }
  for (let index = 0; index < values.length; index++) {
    const entering = index + radius;
    if (entering < values.length) {
      sum += values[entering] as number;
      count++;
    }
    const leaving = index - radius - 1;
    if (leaving >= 0) {
      sum -= values[leaving] as number;
      count--;
    }
    out[index] = Math.max(0, (values[index] as number) - sum / count);
  }
  return out;
}

/** Scales to unit standard deviation so tuning constants do not depend on level. */
function normalise(values: Float32Array): Float32Array {
  let sum = 0;
  let squares = 0;
  for (const value of values) {
    sum += value;
    squares += value * value;
  }
  const mean = sum / Math.max(1, values.length);
  const deviation = Math.sqrt(Math.max(1e-12, squares / Math.max(1, values.length) - mean * mean));
  return values.map((value) => value / deviation);
}
