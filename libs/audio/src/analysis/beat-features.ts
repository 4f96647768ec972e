/**
 * What the beat network hears: a log-magnitude spectrogram on a logarithmic frequency axis
 * (semitone bands where the FFT resolves them, single bins below), and its frame-to-frame rise,
 * at the onset envelopes' frame rate (11.6 ms). The same function makes the training data
 * (bench/src/beats/training-set.ts), so what the network was trained on and what it sees in
 * production cannot drift apart.
 */
import { hannWindow, RealFft, windowedFrame } from './fft';
import { HOP_SIZE } from './onset-strength';

/** 93 ms frames: long enough to resolve semitones from about 180 Hz up, short enough for onsets. */
export const FEATURE_FRAME = 1024;
export const FEATURE_LOWEST_HZ = 30;
export const FEATURE_HIGHEST_HZ = 5000;
export const BANDS_PER_OCTAVE = 12;

export interface BeatFeatures {
  /** Frames per second (sample rate / 128). */
  frameRate: number;
  frames: number;
  /** Channels: the log bands, then each band's positive rise from the previous frame. */
  channels: number;
  /** Channel-major: `values[channel * frames + frame]`. */
  values: Float32Array;
}

/** FFT bins grouped into log-spaced bands: the first bin of each band, and one past the last. */
export function bandEdges(sampleRate: number, frameSize = FEATURE_FRAME): number[] {
  const binHz = sampleRate / frameSize;
  const edges: number[] = [];
  for (let hz = FEATURE_LOWEST_HZ; hz <= FEATURE_HIGHEST_HZ * 2 ** (1 / BANDS_PER_OCTAVE);) {
    const bin = Math.round(hz / binHz);
    if (edges[edges.length - 1] !== bin) edges.push(bin);
    hz *= 2 ** (1 / BANDS_PER_OCTAVE);
  }
  return edges;
}

export function beatFeatures(samples: Float32Array, sampleRate: number): BeatFeatures {
  const frames = Math.max(1, Math.ceil(samples.length / HOP_SIZE));
  const edges = bandEdges(sampleRate);
  const bands = edges.length - 1;
  const fft = new RealFft(FEATURE_FRAME);
  const window = hannWindow(FEATURE_FRAME);
  const values = new Float32Array(2 * bands * frames);
  fft.eachSpectrum(
    frames,
    (index, frame) => {
      // Centred on index * hop, as the onset envelopes are.
      windowedFrame(samples, index * HOP_SIZE - FEATURE_FRAME / 2, window, frame);
    },
    (index, magnitudes) => {
      for (let band = 0; band < bands; band++) {
        let sum = 0;
        const from = edges[band] as number;
        const to = edges[band + 1] as number;
        for (let bin = from; bin < to; bin++) sum += magnitudes[bin] as number;
        const level = Math.log1p(sum / (to - from));
        values[band * frames + index] = level;
        const previous = index > 0 ? (values[band * frames + index - 1] as number) : level;
        values[(bands + band) * frames + index] = Math.max(0, level - previous);
      }
    },
  );
  return { frameRate: sampleRate / HOP_SIZE, frames, channels: 2 * bands, values };
}
