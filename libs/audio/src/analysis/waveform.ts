/**
 * Waveform overview in the JSON layout of BBC audiowaveform (version 2), which waveform-data.js and
 * peaks.js read directly: for each pixel the minimum and maximum sample, as 8-bit signed values.
 */

export interface AudiowaveformJson {
  version: 2;
  channels: 1;
  sample_rate: number;
  samples_per_pixel: number;
  bits: 8;
  /** Number of pixels; `data` holds 2 × length values. */
  length: number;
  /** min, max, min, max, … in −128 … 127. */
  data: number[];
}

/** Summarises mono samples into min/max pairs of `samplesPerPixel` samples each. */
export function audiowaveform(samples: Float32Array, sampleRate: number, samplesPerPixel: number): AudiowaveformJson {
  if (!(samplesPerPixel >= 1)) throw new RangeError('samplesPerPixel must be at least 1');
  const step = Math.round(samplesPerPixel);
  const length = Math.ceil(samples.length / step);
  const data = new Array<number>(2 * length);
  // `+ 0` turns -0 into 0, which JSON would not round-trip.
  const toByte = (value: number) => Math.max(-128, Math.min(127, Math.round(value * 128))) + 0;
  for (let pixel = 0; pixel < length; pixel++) {
    let low = Infinity;
    let high = -Infinity;
    const end = Math.min(samples.length, (pixel + 1) * step);
    for (let index = pixel * step; index < end; index++) {
      const value = samples[index] as number;
      if (value < low) low = value;
      if (value > high) high = value;
    }
    data[2 * pixel] = toByte(low);
    data[2 * pixel + 1] = toByte(high);
  }
  return { version: 2, channels: 1, sample_rate: sampleRate, samples_per_pixel: step, bits: 8, length, data };
}
