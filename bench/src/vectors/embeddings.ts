/**
 * Generated stand-ins for learned audio embeddings, with the properties that make nearest-neighbour
 * search hard or easy on real ones: a low intrinsic dimension, overlapping clusters of unequal
 * size, and vectors that are not centred on the origin.
 *
 * A Gaussian mixture of STYLES clusters in a LATENT-dimensional space (cluster sizes Zipf-like,
 * each cluster's spread 0.5–1.0 around a centre drawn from N(0, 1)), mapped linearly into
 * `dimensions` by a fixed random matrix, plus a common offset (N(0, 0.5²) per dimension) and
 * isotropic noise (σ 0.1). Every vector carries fields like a track section's: its genre (a
 * function of its cluster, so filters correlate with the vectors as genres do), its track (20
 * sections per track) and a tempo. Deterministic for a seed.
 */
import type { VectorDocument } from '@downbeat/platform';

const LATENT = 32;
const STYLES = 64;
export const GENRES = 12;
const SECTIONS_PER_TRACK = 20;

export interface EmbeddingSet {
  documents: VectorDocument[];
  /** Held-out vectors from the same distribution (not in the index). */
  queries: Float32Array[];
}

export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateEmbeddings(count: number, queries: number, dimensions: number, seed = 1): EmbeddingSet {
  const random = seededRandom(seed);
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const projection = Float64Array.from({ length: LATENT * dimensions }, () => gaussian() / Math.sqrt(LATENT));
  const offset = Float64Array.from({ length: dimensions }, () => 0.5 * gaussian());
  const centres = Array.from({ length: STYLES }, () => Float64Array.from({ length: LATENT }, gaussian));
  const spreads = Array.from({ length: STYLES }, () => 0.5 + 0.5 * random());
  const weights = Array.from({ length: STYLES }, (_, style) => 1 / (style + 1) ** 0.8);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const pickStyle = () => {
    let left = random() * total;
    for (let style = 0; style < STYLES; style += 1) if ((left -= weights[style]!) <= 0) return style;
    return STYLES - 1;
  };
  const embed = (style: number) => {
    const latent = centres[style]!.map((centre) => centre + spreads[style]! * gaussian());
    const vector = new Float32Array(dimensions);
    for (let d = 0; d < dimensions; d += 1) {
      let value = offset[d]! + 0.1 * gaussian();
      for (let l = 0; l < LATENT; l += 1) value += latent[l]! * projection[l * dimensions + d]!;
      vector[d] = value;
    }
    return vector;
  };
  const documents: VectorDocument[] = [];
  for (let i = 0; i < count; i += 1) {
    const style = pickStyle();
    const track = Math.floor(i / SECTIONS_PER_TRACK);
    documents.push({
      id: `s${i}`,
      vector: embed(style),
      fields: { genre: `genre-${style % GENRES}`, trackId: `t${track}`, bpm: 60 + Math.floor(random() * 120) },
    });
  }
  return { documents, queries: Array.from({ length: queries }, () => embed(pickStyle())) };
}
