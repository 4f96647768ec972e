/**
 * What a jump between bars costs: after bar i the listener expects bar i+1; playing bar j instead
 * is seamless when j's neighbourhood sounds like i+1's (harmony, timbre, loudness, onset pattern),
 * before and after the splice (Wenner et al. 2013, "Scalable Music"; the Infinite Jukebox).
 */

/** Per-bar measurements of the decoded audio (audio/bar-features.ts computes them). */
export interface BarFeatures {
  /** Unit chroma vectors, one per beat. */
  chroma: Float32Array[];
  /** Log band energies (dB), one vector per beat. */
  timbre: Float32Array[];
  /** dB per beat. */
  loudness: number[];
  /** Onset strength at evenly spaced points through the bar. */
  onsets: Float32Array;
}

const WEIGHTS = { chroma: 0.35, timbre: 0.25, loudness: 0.2, onsets: 0.2 };
/** Bars of different lengths never sound like each other's continuation. */
const METER_MISMATCH = 2;
/** Neighbourhood: two bars before the splice and two after; the bars at the splice count most. */
const NEIGHBOURHOOD: Array<[offset: number, weight: number]> = [
  [-2, 0.1],
  [-1, 0.4],
  [0, 0.4],
  [1, 0.1],
];
/** A bar outside the track (before the start or after the end) against a real one. */
const MISSING_BAR = 1.5;

/** Dissimilarity of every pair of bars (n × n, row-major), ~1 for a typical pair, 0 for a repeat. */
export function barDissimilarity(features: BarFeatures[]): Float32Array {
  const n = features.length;
  const parts = {
    chroma: new Float32Array(n * n),
    timbre: new Float32Array(n * n),
    loudness: new Float32Array(n * n),
    onsets: new Float32Array(n * n),
  };
  const loudness = features.map((bar) => mean(bar.loudness));
  const timbreMeans = features.map((bar) => meanVector(bar.timbre));
  const chromaMeans = features.map((bar) => unitVector(meanVector(bar.chroma)));
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      const fa = features[a] as BarFeatures;
      const fb = features[b] as BarFeatures;
      const aligned = fa.chroma.length === fb.chroma.length;
      const chroma = aligned
        ? 1 - mean(fa.chroma.map((vector, beat) => dot(vector, fb.chroma[beat] as Float32Array)))
        : 1 - dot(chromaMeans[a] as Float32Array, chromaMeans[b] as Float32Array);
      const timbre = aligned
        ? mean(fa.timbre.map((vector, beat) => rmsDifference(vector, fb.timbre[beat] as Float32Array)))
        : rmsDifference(timbreMeans[a] as Float32Array, timbreMeans[b] as Float32Array);
      const values = {
        chroma,
        timbre,
        loudness: Math.abs((loudness[a] as number) - (loudness[b] as number)),
        onsets: fa.onsets.length === fb.onsets.length ? (1 - correlation(fa.onsets, fb.onsets)) / 2 : 1,
      };
      for (const key of Object.keys(parts) as Array<keyof typeof parts>) {
        parts[key][a * n + b] = values[key];
        parts[key][b * n + a] = values[key];
      }
    }
  }
  const dissimilarity = new Float32Array(n * n);
  for (const key of Object.keys(parts) as Array<keyof typeof parts>) {
    const scale = offDiagonalMedian(parts[key], n) || 1;
    for (let index = 0; index < n * n; index++)
      dissimilarity[index] = (dissimilarity[index] as number) + (WEIGHTS[key] * (parts[key][index] as number)) / scale;
  }
  for (let a = 0; a < n; a++)
    for (let b = 0; b < n; b++)
      if ((features[a] as BarFeatures).chroma.length !== (features[b] as BarFeatures).chroma.length)
        dissimilarity[a * n + b] = (dissimilarity[a * n + b] as number) + METER_MISMATCH;
  return dissimilarity;
}

/** Cost of playing bar j right after bar i (n × n, row-major); 0 on the natural successor. */
export function jumpCosts(dissimilarity: Float32Array, n: number): Float32Array {
  const costs = new Float32Array(n * n);
  const between = (a: number, b: number) => {
    const inA = a >= 0 && a < n;
    const inB = b >= 0 && b < n;
    if (inA && inB) return dissimilarity[a * n + b] as number;
    return inA === inB ? 0 : MISSING_BAR;
  };
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (j === i + 1) continue;
      let cost = 0;
      for (const [offset, weight] of NEIGHBOURHOOD) cost += weight * between(i + 1 + offset, j + offset);
      costs[i * n + j] = cost;
    }
  }
  return costs;
}

/**
 * Where four-bar phrases start: the offset (0–3) whose bars change most from the bar before —
 * sections begin on phrase boundaries. 0 unless another offset stands out.
 */
export function phraseOffset(dissimilarity: Float32Array, n: number): number {
  if (n < 9) return 0;
  const novelty = [0, 0, 0, 0];
  const counts = [0, 0, 0, 0];
  for (let bar = 1; bar < n; bar++) {
    novelty[bar % 4] = (novelty[bar % 4] as number) + (dissimilarity[(bar - 1) * n + bar] as number);
    counts[bar % 4] = (counts[bar % 4] as number) + 1;
  }
  const means = novelty.map((sum, offset) => sum / Math.max(1, counts[offset] as number));
  const best = means.indexOf(Math.max(...means));
  const others = means.filter((_, offset) => offset !== best);
  return (means[best] as number) > 1.15 * mean(others) ? best : 0;
}

const mean = (values: number[]) => values.reduce((total, value) => total + value, 0) / Math.max(1, values.length);

function meanVector(vectors: Float32Array[]): Float32Array {
  const out = new Float32Array(vectors[0]?.length ?? 0);
  for (const vector of vectors)
    for (let index = 0; index < out.length; index++) out[index] = (out[index] as number) + (vector[index] as number);
  return out.map((value) => value / Math.max(1, vectors.length));
}

function unitVector(vector: Float32Array): Float32Array {
  const norm = Math.sqrt(dot(vector, vector));
  return norm > 0 ? vector.map((value) => value / norm) : vector;
}

function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let index = 0; index < a.length; index++) sum += (a[index] as number) * (b[index] as number);
  return sum;
}

function rmsDifference(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let index = 0; index < a.length; index++) sum += ((a[index] as number) - (b[index] as number)) ** 2;
  return Math.sqrt(sum / Math.max(1, a.length));
}

function correlation(a: Float32Array, b: Float32Array): number {
  const ma = mean(Array.from(a));
  const mb = mean(Array.from(b));
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let index = 0; index < a.length; index++) {
    const da = (a[index] as number) - ma;
    const db = (b[index] as number) - mb;
    ab += da * db;
    aa += da * da;
    bb += db * db;
  }
  return aa > 0 && bb > 0 ? ab / Math.sqrt(aa * bb) : aa === bb ? 1 : 0;
}

function offDiagonalMedian(values: Float32Array, n: number): number {
  const picked: number[] = [];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) picked.push(values[a * n + b] as number);
  picked.sort((x, y) => x - y);
  return picked[Math.floor(picked.length / 2)] ?? 0;
}
