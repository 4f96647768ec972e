/**
 * Which description of a clip puts clips of the same piece, style or soundtrack nearest: each clip
 * is summarised as one vector per representation, and every clip in turn is the query against all
 * others (leave-one-out). Vectors are standardised per dimension over the set (z-scores) unless the
 * representation says otherwise, and compared by cosine; a concatenation scales each block by
 * 1/√(its dimensions) so that each block weighs the same.
 */
import { type AudioFeatures } from '@downbeat/similarity/dist/features';

export interface DescribedClip {
  name: string;
  /** What "the same" means for this set: the piece, style, genre or soundtrack. */
  label: string;
  /** Clips with the same group are left out of each other's candidates (excerpts of one piece). */
  group?: string;
  /** The soundfont a rendered piece was played with: timbre that has nothing to do with style. */
  soundfont?: string;
  msd: AudioFeatures;
  mtt: AudioFeatures;
}

type Block = (clip: DescribedClip) => number[];

const meanRows = (values: Float32Array, width: number): number[] => {
  const mean = new Array<number>(width).fill(0);
  const rows = Math.max(1, values.length / width);
  values.forEach((value, index) => (mean[index % width]! += value / rows));
  return mean;
};

const stdRows = (values: Float32Array, width: number): number[] => {
  const mean = meanRows(values, width);
  const variance = new Array<number>(width).fill(0);
  const rows = Math.max(1, values.length / width);
  values.forEach((value, index) => (variance[index % width]! += (value - mean[index % width]!) ** 2 / rows));
  return variance.map(Math.sqrt);
};

const patchMean = (features: AudioFeatures, pick: 'embedding' | 'tags'): number[] => {
  const width = features.patches[0]?.[pick].length ?? 0;
  const sum = new Array<number>(width).fill(0);
  for (const patch of features.patches)
    patch[pick].forEach((value, index) => (sum[index]! += value / features.patches.length));
  return sum;
};

/** MFCC mean and spread, mean chroma, loudness mean and spread: 40 numbers of classical DSP. */
const dsp: Block = ({ msd }) => [
  ...meanRows(msd.frames.mfcc, 13),
  ...stdRows(msd.frames.mfcc, 13),
  ...meanRows(msd.frames.chroma, 12),
  ...meanRows(msd.frames.loudness, 1),
  ...stdRows(msd.frames.loudness, 1),
];

export const REPRESENTATIONS: Record<string, { blocks: Block[]; standardise: boolean }> = {
  'msd-embedding': { blocks: [({ msd }) => patchMean(msd, 'embedding')], standardise: true },
  'msd-embedding-raw': { blocks: [({ msd }) => patchMean(msd, 'embedding')], standardise: false },
  'msd-tags': { blocks: [({ msd }) => patchMean(msd, 'tags')], standardise: true },
  'mtt-embedding': { blocks: [({ mtt }) => patchMean(mtt, 'embedding')], standardise: true },
  'mtt-tags': { blocks: [({ mtt }) => patchMean(mtt, 'tags')], standardise: true },
  dsp: { blocks: [dsp], standardise: true },
  'msd-embedding+dsp': { blocks: [({ msd }) => patchMean(msd, 'embedding'), dsp], standardise: true },
  'msd-embedding+mtt-embedding': {
    blocks: [({ msd }) => patchMean(msd, 'embedding'), ({ mtt }) => patchMean(mtt, 'embedding')],
    standardise: true,
  },
  'msd+mtt-embedding+dsp': {
    blocks: [({ msd }) => patchMean(msd, 'embedding'), ({ mtt }) => patchMean(mtt, 'embedding'), dsp],
    standardise: true,
  },
};

export interface RetrievalScores {
  /** Share of the k nearest that share the query's label. */
  precisionAtK: number;
  k: number;
  /** Share of queries whose nearest neighbour shares the label. */
  nearestSame: number;
  /** Share of the k nearest rendered with the query's soundfont (timbre, not style), when known. */
  sameSoundfontAtK?: number;
}

export function retrieval(clips: DescribedClip[], representation: string, k: number): RetrievalScores {
  const { blocks, standardise } = REPRESENTATIONS[representation]!;
  const perBlock = blocks.map((block) => {
    const rows = clips.map(block);
    const scale = blocks.length > 1 ? 1 / Math.sqrt(rows[0]?.length ?? 1) : 1;
    return (standardise ? zScores(rows) : rows).map((row) => row.map((value) => value * scale));
  });
  const vectors = clips.map((_, index) => perBlock.flatMap((rows) => rows[index]!));
  let [precision, nearest, soundfont, queries] = [0, 0, 0, 0];
  clips.forEach((query, queryIndex) => {
    const ranked = clips
      .map((candidate, index) => ({ candidate, index }))
      .filter(
        ({ candidate, index }) =>
          index !== queryIndex && (query.group === undefined || candidate.group !== query.group),
      )
      .map(({ candidate, index }) => ({ candidate, similarity: cosine(vectors[queryIndex]!, vectors[index]!) }))
      .sort((a, b) => b.similarity - a.similarity);
    const top = ranked.slice(0, k);
    if (top.length === 0) return;
    queries += 1;
    precision += top.filter(({ candidate }) => candidate.label === query.label).length / top.length;
    nearest += top[0]!.candidate.label === query.label ? 1 : 0;
    if (query.soundfont) {
      soundfont += top.filter(({ candidate }) => candidate.soundfont === query.soundfont).length / top.length;
    }
  });
  const share = (value: number) => Math.round((value / Math.max(1, queries)) * 1000) / 1000;
  return {
    precisionAtK: share(precision),
    k,
    nearestSame: share(nearest),
    ...(clips.some((clip) => clip.soundfont) ? { sameSoundfontAtK: share(soundfont) } : {}),
  };
}

/** Each dimension standardised over the set (a constant dimension becomes 0). */
function zScores(rows: number[][]): number[][] {
  const width = rows[0]?.length ?? 0;
  const mean = Array.from(
    { length: width },
    (_, dimension) => rows.reduce((sum, row) => sum + row[dimension]!, 0) / rows.length,
  );
  const std = Array.from({ length: width }, (_, dimension) =>
    Math.sqrt(rows.reduce((sum, row) => sum + (row[dimension]! - mean[dimension]!) ** 2, 0) / rows.length),
  );
  return rows.map((row) => row.map((value, dimension) => (value - mean[dimension]!) / (std[dimension]! || 1)));
}

function cosine(a: number[], b: number[]): number {
  let [dot, normA, normB] = [0, 0, 0];
  for (let index = 0; index < a.length; index++) {
    dot += a[index]! * b[index]!;
    normA += a[index]! * a[index]!;
    normB += b[index]! * b[index]!;
  }
  return normA > 0 && normB > 0 ? dot / Math.sqrt(normA * normB) : 0;
}
