/**
 * The key of the whole input from its chroma: the average chroma is correlated with the
 * Krumhansl–Kessler probe-tone profiles (1982) of the 24 major and minor keys; the best
 * correlation names the key and is its strength (Pearson r, −1…1; 0 when nothing sounds).
 */
import { CHROMA_SIZE } from './chroma';

export interface KeyEstimate {
  /** Pitch class of the tonic, 0 = C … 11 = B. */
  tonic: number;
  mode: 'major' | 'minor';
  strength: number;
}

const PROFILES = {
  major: [6.35, 2.23, 3.48, 2.33, 4.38, 4.09, 2.52, 5.19, 2.39, 3.66, 2.29, 2.88],
  minor: [6.33, 2.68, 3.52, 5.38, 2.6, 3.53, 2.54, 4.75, 3.98, 2.69, 3.34, 3.17],
} as const;

/** The key of frames of unit-length chroma (frames × 12); silent frames (all zero) weigh nothing. */
export function estimateKey(chroma: Float32Array): KeyEstimate {
  const average = new Float64Array(CHROMA_SIZE);
  for (let index = 0; index < chroma.length; index++) {
    average[index % CHROMA_SIZE] = (average[index % CHROMA_SIZE] as number) + (chroma[index] as number);
  }
  let best: KeyEstimate = { tonic: 0, mode: 'major', strength: 0 };
  if (average.every((value) => value === 0)) return best;
  for (const mode of ['major', 'minor'] as const) {
    for (let tonic = 0; tonic < CHROMA_SIZE; tonic++) {
      const profile = Array.from(
        { length: CHROMA_SIZE },
        (_, pitchClass) => PROFILES[mode][(pitchClass - tonic + CHROMA_SIZE) % CHROMA_SIZE] as number,
      );
      const strength = correlation(average, profile);
      if (strength > best.strength) best = { tonic, mode, strength };
    }
  }
  return best;
}

function correlation(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const n = a.length;
  let [meanA, meanB] = [0, 0];
  for (let index = 0; index < n; index++)
    [meanA, meanB] = [meanA + (a[index] as number) / n, meanB + (b[index] as number) / n];
  let [covariance, varianceA, varianceB] = [0, 0, 0];
  for (let index = 0; index < n; index++) {
    const [da, db] = [(a[index] as number) - meanA, (b[index] as number) - meanB];
    covariance += da * db;
    varianceA += da * da;
    varianceB += db * db;
  }
  return varianceA > 0 && varianceB > 0 ? covariance / Math.sqrt(varianceA * varianceB) : 0;
}
