/**
 * MFCC per frame from the mel power musicnn's front end already computed (96 Slaney bands up to
 * 8 kHz, 16 ms hop): the mel frames whose centres fall in a 100 ms frame are averaged, turned to
 * dB and decorrelated by an orthonormal DCT-II — librosa's `mfcc` on that spectrogram, without its
 * whole-clip 80 dB floor, so a frame's coefficients do not depend on the rest of the audio.
 */
import { FRAME_RATE } from './frames';
import { MUSICNN } from './musicnn';

export const MFCC_SIZE = 13;
const { melBands, hop, sampleRate } = MUSICNN;
/** -100 dB: a floor for digital silence. */
const FLOOR_POWER = 1e-10;

/** MFCC of `frames` frames (frames × 13, row-major) from mel power (melFrames × 96). */
export function mfccFrames(melPower: Float32Array, melFrames: number, frames: number): Float32Array {
  const dct = dctMatrix();
  const mfcc = new Float32Array(frames * MFCC_SIZE);
  const average = new Float64Array(melBands);
  const melPerFrame = sampleRate / hop / FRAME_RATE;
  for (let index = 0; index < frames; index++) {
    const first = Math.min(melFrames - 1, Math.ceil(index * melPerFrame));
    const last = Math.max(first, Math.min(melFrames - 1, Math.ceil((index + 1) * melPerFrame) - 1));
    average.fill(0);
    for (let melFrame = first; melFrame <= last; melFrame++) {
      for (let band = 0; band < melBands; band++) {
        average[band] = (average[band] as number) + (melPower[melFrame * melBands + band] as number);
      }
    }
    for (let band = 0; band < melBands; band++) {
      average[band] = 10 * Math.log10(Math.max(FLOOR_POWER, (average[band] as number) / (last - first + 1)));
    }
    for (let coefficient = 0; coefficient < MFCC_SIZE; coefficient++) {
      let sum = 0;
      const basis = dct[coefficient] as Float64Array;
      for (let band = 0; band < melBands; band++) sum += (basis[band] as number) * (average[band] as number);
      mfcc[index * MFCC_SIZE + coefficient] = sum;
    }
  }
  return mfcc;
}

let cachedDct: Float64Array[] | undefined;

function dctMatrix(): Float64Array[] {
  cachedDct ??= Array.from({ length: MFCC_SIZE }, (_, coefficient) => {
    const scale = Math.sqrt((coefficient === 0 ? 1 : 2) / melBands);
    return Float64Array.from(
      { length: melBands },
      (_, band) => scale * Math.cos((Math.PI * coefficient * (band + 0.5)) / melBands),
    );
  });
  return cachedDct;
}
