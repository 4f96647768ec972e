import { decodePcm } from '@downbeat/audio';
import { FIXTURE_WAV, musicnnReference, referenceLogMel } from './fixtures/reference';
import { melSpectrogram } from './mel-spectrogram';
import { MUSICNN } from './musicnn';

describe("musicnn's log-mel front end", () => {
  it('reproduces librosa on the fixture: every value within one float16 step, nearly all to float32 precision', async () => {
    const reference = referenceLogMel();
    const { samples } = await decodePcm(FIXTURE_WAV, MUSICNN.sampleRate);
    const mel = melSpectrogram(samples);

    expect(mel.frames).toBe(musicnnReference().melFrames);
    expect(mel.logMel).toHaveLength(reference.length);
    let [largest, beyondFloat32] = [0, 0];
    reference.forEach((expected, index) => {
      const difference = Math.abs(expected - (mel.logMel[index] as number));
      largest = Math.max(largest, difference);
      if (difference > 1e-6) beyondFloat32 += 1;
    });
    // A band power within a rounding error of a float16 boundary may round the other way: at most
    // one float16 step, ≤ 4.3e-4 after the logarithm; everything else agrees to 1e-6.
    expect(largest).toBeLessThan(4.3e-4);
    expect(beyondFloat32 / reference.length).toBeLessThan(1e-3);
  });
});
