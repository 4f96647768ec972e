/**
 * What a bar sounds like, measured on the decoded audio (mono, the analysis rate): harmony (chroma
 * per beat), timbre (log energies in 16 bands per beat), loudness per beat and the onset pattern
 * (12 points per beat, enough for sixteenths and triplets). Jump costs compare these.
 */
import { beatChroma, hannWindow, onsetEnvelopes, RealFft } from '@downbeat/audio';
import { type Bar } from '../domain/bar-grid';
import { type BarFeatures } from '../domain/jump-costs';

export const ONSET_POINTS_PER_BEAT = 12;
const TIMBRE_FRAME = 1024;
const TIMBRE_BANDS = 16;
const LOWEST_HZ = 60;

export function barFeatures(samples: Float32Array, sampleRate: number, bars: Bar[]): BarFeatures[] {
  const beatTimes = bars.flatMap((bar) => bar.beatTimes);
  const beatEnds = [...beatTimes.slice(1), (bars[bars.length - 1] as Bar).end];
  const chroma = beatChroma(samples, sampleRate, [...beatTimes, (bars[bars.length - 1] as Bar).end]).slice(
    0,
    beatTimes.length,
  );
  const bands = bandEnergies(samples, sampleRate);
  const envelope = onsetEnvelopes(samples, sampleRate);
  const beatFeatures = beatTimes.map((start, index) => {
    const end = beatEnds[index] as number;
    return {
      timbre: meanBands(bands, start, end),
      loudness: loudnessDb(samples, sampleRate, start, end),
      onsets: onsetPattern(envelope.broadband, envelope.frameRate, start, end),
    };
  });
  let beat = 0;
  return bars.map((bar) => {
    const count = bar.beatTimes.length;
    const own = beatFeatures.slice(beat, beat + count);
    const features: BarFeatures = {
      chroma: chroma.slice(beat, beat + count),
      timbre: own.map((item) => item.timbre),
      loudness: own.map((item) => item.loudness),
      onsets: concat(own.map((item) => item.onsets)),
    };
    beat += count;
    return features;
  });
}

interface Bands {
  frameRate: number;
  frames: Float32Array[];
}

/** Log energies in bands spaced evenly in log frequency from 60 Hz to Nyquist, ~21 frames a second. */
function bandEnergies(samples: Float32Array, sampleRate: number): Bands {
  const hop = TIMBRE_FRAME / 2;
  const fft = new RealFft(TIMBRE_FRAME);
  const window = hannWindow(TIMBRE_FRAME);
  const bins = TIMBRE_FRAME / 2 + 1;
  const binHz = sampleRate / TIMBRE_FRAME;
  const top = Math.log(sampleRate / 2 / LOWEST_HZ);
  const bandOf = new Int8Array(bins).fill(-1);
  for (let bin = 1; bin < bins; bin++) {
    const hz = bin * binHz;
    if (hz >= LOWEST_HZ)
      bandOf[bin] = Math.min(TIMBRE_BANDS - 1, Math.floor((Math.log(hz / LOWEST_HZ) / top) * TIMBRE_BANDS));
  }
  const frame = new Float32Array(TIMBRE_FRAME);
  const magnitudes = new Float32Array(bins);
  const frames: Float32Array[] = [];
  for (let start = 0; start + TIMBRE_FRAME <= samples.length; start += hop) {
    for (let offset = 0; offset < TIMBRE_FRAME; offset++)
      frame[offset] = (samples[start + offset] as number) * (window[offset] as number);
    fft.magnitudes(frame, magnitudes);
    const energy = new Float32Array(TIMBRE_BANDS);
    for (let bin = 1; bin < bins; bin++) {
      const band = bandOf[bin] as number;
      if (band >= 0) energy[band] = (energy[band] as number) + (magnitudes[bin] as number) ** 2;
    }
    frames.push(energy.map((value) => 10 * Math.log10(value + 1e-9)));
  }
  return { frameRate: sampleRate / hop, frames };
}

function meanBands(bands: Bands, start: number, end: number): Float32Array {
  const mean = new Float32Array(TIMBRE_BANDS);
  const first = Math.max(0, Math.floor(start * bands.frameRate));
  const last = Math.min(bands.frames.length, Math.max(first + 1, Math.floor(end * bands.frameRate)));
  for (let index = first; index < last; index++) {
    const frame = bands.frames[index] as Float32Array;
    for (let band = 0; band < TIMBRE_BANDS; band++) mean[band] = (mean[band] as number) + (frame[band] as number);
  }
  return mean.map((value) => value / Math.max(1, last - first));
}

/** Mean-square level of the seconds from `start` to `end`, in dB (full scale 0). */
export function loudnessDb(samples: Float32Array, sampleRate: number, start: number, end: number): number {
  const first = Math.max(0, Math.floor(start * sampleRate));
  const last = Math.min(samples.length, Math.floor(end * sampleRate));
  let power = 0;
  for (let index = first; index < last; index++) power += (samples[index] as number) ** 2;
  return 10 * Math.log10(power / Math.max(1, last - first) + 1e-10);
}

/** The onset envelope at 12 evenly spaced points through the beat (nearest frame's maximum). */
function onsetPattern(envelope: Float32Array, frameRate: number, start: number, end: number): Float32Array {
  const pattern = new Float32Array(ONSET_POINTS_PER_BEAT);
  for (let point = 0; point < ONSET_POINTS_PER_BEAT; point++) {
    const frame = Math.round((start + ((end - start) * point) / ONSET_POINTS_PER_BEAT) * frameRate);
    pattern[point] = Math.max(envelope[frame - 1] ?? 0, envelope[frame] ?? 0, envelope[frame + 1] ?? 0);
  }
  return pattern;
}

function concat(parts: Float32Array[]): Float32Array {
  const out = new Float32Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
