import { audiowaveform } from './waveform';

describe('audiowaveform', () => {
  it('summarises samples into min/max byte pairs in the audiowaveform v2 layout', () => {
    const samples = new Float32Array([0, 0.5, -0.5, 1, -1, 0.25, 0.1]);
    expect(audiowaveform(samples, 11025, 3)).toEqual({
      version: 2,
      channels: 1,
      sample_rate: 11025,
      samples_per_pixel: 3,
      bits: 8,
      length: 3,
      data: [-64, 64, -128, 127, 13, 13],
    });
  });

  it('holds two values per pixel for a whole track', () => {
    const waveform = audiowaveform(new Float32Array(11025 * 4), 11025, 441);
    expect(waveform.length).toBe(100);
    expect(waveform.data).toHaveLength(200);
  });
});
