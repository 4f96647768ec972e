/**
 * musicnn's front end, reproduced step by step from what its `batch_data` does with librosa 0.11:
 *
 *   librosa.feature.melspectrogram(y, sr=16000, n_fft=512, hop_length=256, n_mels=96)
 *     → STFT with a periodic Hann window, frames centred (the signal padded with 256 zeros each
 *       side), power |X|², 96 Slaney mel bands from 0 to 8 kHz (Slaney-normalised), float32;
 *   .astype(float16); log10(10000 · x + 1)
 *
 * Only the spectrogram is rounded to float16: numpy 1.x promotes `10000 * x` to float32, so the
 * logarithm is taken in float32. (The numbers the network was trained on come out of the same
 * steps; the parity test checks them against librosa's.)
 */
import { RealFft } from '@downbeat/audio';
import { MUSICNN } from './musicnn';

const { fftSize, hop, melBands, sampleRate } = MUSICNN;
const BINS = fftSize / 2 + 1;

export interface MelSpectrogram {
  frames: number;
  /** Mel power per frame and band (frames × 96, row-major), float32 as librosa computes it. */
  power: Float32Array;
  /** musicnn's input: log10(10000 · float16(power) + 1), frames × 96. */
  logMel: Float32Array;
}

/** One band of the filter bank: its weights over FFT bins `first …`. */
interface MelFilter {
  first: number;
  weights: Float32Array;
}

/** Frames librosa's centred STFT gives for `samples` samples. */
export const melFrameCount = (samples: number) => 1 + Math.floor(samples / hop);

/** musicnn's log-mel spectrogram of mono samples at 16 kHz. */
export function melSpectrogram(samples: Float32Array): MelSpectrogram {
  const frames = melFrameCount(samples.length);
  const fft = new RealFft(fftSize);
  const window = periodicHann(fftSize);
  const filters = melFilterBank();
  const frame = new Float64Array(fftSize);
  const magnitudes = new Float32Array(BINS);
  const spectrum = new Float32Array(BINS);
  const power = new Float32Array(frames * melBands);
  const logMel = new Float32Array(frames * melBands);
  for (let index = 0; index < frames; index++) {
    const start = index * hop - fftSize / 2;
    for (let offset = 0; offset < fftSize; offset++) {
      const at = start + offset;
      frame[offset] = at >= 0 && at < samples.length ? (samples[at] as number) * (window[offset] as number) : 0;
    }
    fft.magnitudes(frame, magnitudes);
    for (let bin = 0; bin < BINS; bin++) {
      const magnitude = magnitudes[bin] as number;
      spectrum[bin] = magnitude * magnitude;
    }
    const row = index * melBands;
    for (let band = 0; band < melBands; band++) {
      const { first, weights } = filters[band] as MelFilter;
      let sum = 0;
      for (let offset = 0; offset < weights.length; offset++) {
        sum += (spectrum[first + offset] as number) * (weights[offset] as number);
      }
      const value = Math.fround(sum);
      power[row + band] = value;
      logMel[row + band] = musicnnLog(value);
    }
  }
  return { frames, power, logMel };
}

/** scipy's `get_window('hann', n)` in float64, as librosa multiplies the frames by it. */
function periodicHann(size: number): Float64Array {
  return Float64Array.from({ length: size }, (_, index) => 0.5 - 0.5 * Math.cos((2 * Math.PI * index) / size));
}

/** log10(10000 · float16(x) + 1), rounded as numpy rounds it: the product and sum in float32. */
export function musicnnLog(power: number): number {
  return Math.fround(Math.log10(Math.fround(10_000 * Math.f16round(power) + 1)));
}

let cachedFilters: MelFilter[] | undefined;

/**
 * librosa.filters.mel(sr=16000, n_fft=512, n_mels=96): triangles between Slaney mel-spaced edges
 * from 0 Hz to 8 kHz, each scaled by 2 / (its bandwidth in Hz), weights rounded to float32 at the
 * two points where librosa stores them.
 */
export function melFilterBank(): MelFilter[] {
  if (cachedFilters) return cachedFilters;
  const top = hzToMel(sampleRate / 2);
  // numpy's linspace: index × step, the last edge exactly the top.
  const step = top / (melBands + 1);
  const edges = Array.from({ length: melBands + 2 }, (_, index) =>
    melToHz(index === melBands + 1 ? top : index * step),
  );
  const binHz = (bin: number) => (bin * sampleRate) / fftSize;
  cachedFilters = Array.from({ length: melBands }, (_, band) => {
    const [lower, centre, upper] = [edges[band], edges[band + 1], edges[band + 2]] as [number, number, number];
    const norm = 2 / (upper - lower);
    const all = Array.from({ length: BINS }, (_, bin) => {
      const rising = (binHz(bin) - lower) / (centre - lower);
      const falling = (upper - binHz(bin)) / (upper - centre);
      return Math.fround(Math.fround(Math.max(0, Math.min(rising, falling))) * norm);
    });
    const first = all.findIndex((weight) => weight > 0);
    const last = all.findLastIndex((weight) => weight > 0);
    return { first: Math.max(0, first), weights: Float32Array.from(first < 0 ? [] : all.slice(first, last + 1)) };
  });
  return cachedFilters;
}

// Slaney's mel scale: linear below 1 kHz (200/3 Hz per mel), logarithmic above.
const LINEAR_HZ_PER_MEL = 200 / 3;
const BREAK_HZ = 1000;
const BREAK_MEL = BREAK_HZ / LINEAR_HZ_PER_MEL;
const LOG_STEP = Math.log(6.4) / 27;

export const hzToMel = (hz: number) =>
  hz < BREAK_HZ ? hz / LINEAR_HZ_PER_MEL : BREAK_MEL + Math.log(hz / BREAK_HZ) / LOG_STEP;

export const melToHz = (mel: number) =>
  mel < BREAK_MEL ? mel * LINEAR_HZ_PER_MEL : BREAK_HZ * Math.exp(LOG_STEP * (mel - BREAK_MEL));
