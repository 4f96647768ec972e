import { analyseChroma } from './chroma';
import { frameCount, FRAME_RATE } from './frames';
import { estimateKey } from './key';
import { loudnessFrames } from './loudness';
import { melSpectrogram } from './mel-spectrogram';
import { MFCC_SIZE, mfccFrames } from './mfcc';

const RATE = 16_000;
const midiHz = (note: number) => 440 * 2 ** ((note - 69) / 12);

/** Notes (MIDI numbers) held together for `seconds`, each with three decaying harmonics. */
function chord(notes: number[], seconds: number, amplitude = 0.1): Float32Array {
  return Float32Array.from({ length: Math.round(seconds * RATE) }, (_, n) =>
    notes.reduce(
      (sum, note) =>
        sum +
        [1, 2, 3].reduce(
          (tone, harmonic) =>
            tone + (amplitude / harmonic) * Math.sin((2 * Math.PI * harmonic * midiHz(note) * n) / RATE),
          0,
        ),
      0,
    ),
  );
}

const sine = (hz: number, seconds: number, amplitude: number) =>
  Float32Array.from({ length: seconds * RATE }, (_, n) => amplitude * Math.sin((2 * Math.PI * hz * n) / RATE));

const meanOf = (rows: Float32Array, width: number) => {
  const mean = new Array<number>(width).fill(0);
  rows.forEach((value, index) => (mean[index % width]! += value / (rows.length / width)));
  return mean;
};

const strongest = (values: number[], count: number) =>
  values
    .map((value, index) => ({ value, index }))
    .sort((a, b) => b.value - a.value)
    .slice(0, count)
    .map((entry) => entry.index)
    .sort((a, b) => a - b);

describe('chroma and key', () => {
  it('finds C, E and G in a C major chord, and calls it C major', () => {
    const samples = chord([48, 60, 64, 67], 4);
    const { chroma, keyProfile } = analyseChroma(samples, RATE, frameCount(4));
    expect(strongest(meanOf(chroma, 12), 3)).toEqual([0, 4, 7]);
    expect(estimateKey(keyProfile)).toMatchObject({ tonic: 0, mode: 'major' });
  });

  it('hears A minor in a progression of A minor, D minor and E major chords', () => {
    const progression = [
      [57, 60, 64],
      [62, 65, 69],
      [64, 68, 71],
      [57, 60, 64],
    ].map((notes) => chord(notes, 1.5));
    const samples = new Float32Array(progression.reduce((length, part) => length + part.length, 0));
    progression.reduce((offset, part) => (samples.set(part, offset), offset + part.length), 0);
    const key = estimateKey(analyseChroma(samples, RATE, frameCount(6)).keyProfile);
    expect(key).toMatchObject({ tonic: 9, mode: 'minor' });
    expect(key.strength).toBeGreaterThan(0.6);
  });

  it('gives silence no chroma and no key', () => {
    const { chroma, keyProfile } = analyseChroma(new Float32Array(2 * RATE), RATE, frameCount(2));
    expect(chroma.every((value) => value === 0)).toBe(true);
    expect(estimateKey(keyProfile).strength).toBe(0);
  });
});

describe('loudness', () => {
  it('reads a -20 dBFS 1 kHz sine at -23 LUFS, as BS.1770 calibrates it', () => {
    const loudness = loudnessFrames(sine(1000, 3, 0.1), RATE, frameCount(3));
    expect(loudness[15]).toBeCloseTo(-23, 1);
  });

  it('reads a signal twice as loud 6 LU higher, frame by frame', () => {
    const quiet = loudnessFrames(chord([60, 64, 67], 2, 0.05), RATE, frameCount(2));
    const loud = loudnessFrames(chord([60, 64, 67], 2, 0.1), RATE, frameCount(2));
    quiet.forEach((value, index) => expect((loud[index] as number) - value).toBeCloseTo(6.02, 1));
  });

  it('puts silence at the -70 LUFS gate', () => {
    expect(Array.from(loudnessFrames(new Float32Array(RATE), RATE, FRAME_RATE))).toEqual(new Array(10).fill(-70));
  });
});

describe('MFCC', () => {
  it('moves only the first coefficient when the level changes: it carries loudness, the rest timbre', () => {
    const mfccOf = (samples: Float32Array) => {
      const mel = melSpectrogram(samples);
      return mfccFrames(mel.power, mel.frames, frameCount(samples.length / RATE));
    };
    // A chord over a little noise, so that every band holds some energy.
    let seed = 7;
    const noise = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31 - 0.5) * 0.01;
    const sound = chord([55, 62, 71], 2, 0.05).map((sample) => sample + noise());
    const quiet = mfccOf(sound);
    const loud = mfccOf(sound.map((sample) => sample * 2));
    const frame = 10 * MFCC_SIZE;
    // +6.02 dB in each of 96 bands, through an orthonormal DCT: √96 × 6.02 on c0.
    expect((loud[frame] as number) - (quiet[frame] as number)).toBeCloseTo(Math.sqrt(96) * 6.02, 0);
    for (let coefficient = 1; coefficient < MFCC_SIZE; coefficient++) {
      expect((loud[frame + coefficient] as number) - (quiet[frame + coefficient] as number)).toBeCloseTo(0, 1);
    }
  });
});
