/**
 * The vectors the index compares, made from a piece's features: one per section (what that stretch
 * of music sounds like) and one per track (what the whole sounds like). Each is a concatenation of
 * blocks — the learned embedding, timbre (MFCC statistics), harmony (chroma) and, for tracks, the
 * tag profile — each scaled to unit length and then weighted, so that no block dominates by its
 * raw magnitude and the weights say plainly how much each counts. Cosine similarity throughout.
 */
import { type AudioFeatures, type AudioPatch, CHROMA_BINS, frameCount, MFCC_COEFFICIENTS } from './audio-features';
import type { Section } from './bar-grid';
import { SECTION_CENTRES, TRACK_CENTRES } from './vector-centres';

/**
 * Changes whenever what the index vectors are made of changes (blocks, weights, pooling): tracks
 * indexed at another version are indexed again from their stored features (no new extraction).
 */
export const SOUND_VECTORS_VERSION = 2;

/** The version a track's description is made at: its features' and its index vectors'. */
export const describedVersion = (featuresVersion: number) => featuresVersion * 1000 + SOUND_VECTORS_VERSION;

/** How much each block counts (relative, before the final normalisation). */
export interface SectionBlocks {
  embedding: number;
  timbre: number;
  harmony: number;
}
export interface TrackBlocks extends SectionBlocks {
  tags: number;
}
/**
 * Tuned by bench:similarity on its tuning split only (version 2; version 1 was embedding 1, timbre
 * 0.6, harmony 0.5 and embedding 1, tags 0.6, timbre 0.5, harmony 0.3, without centres). The tags
 * block weighs nothing for tracks now: once the embedding is centred the tags (made from it) add
 * nothing the tuning split could see; its dimensions stay, so the space keeps its shape.
 */
export const SECTION_BLOCKS: Readonly<SectionBlocks> = { embedding: 1, timbre: 0.3, harmony: 0.25 };
export const TRACK_BLOCKS: Readonly<TrackBlocks> = { embedding: 1, tags: 0, timbre: 0.25, harmony: 0.3 };

/** MFCCs without c0 (overall level, which says nothing about the sound: a quieter copy is the same music). */
const TIMBRE_COEFFICIENTS = MFCC_COEFFICIENTS - 1;
const TIMBRE_DIMENSIONS = TIMBRE_COEFFICIENTS * 2;

export const sectionDimensions = (embeddingSize: number) => embeddingSize + TIMBRE_DIMENSIONS + CHROMA_BINS;
export const trackDimensions = (embeddingSize: number, tagCount: number) =>
  embeddingSize + tagCount + TIMBRE_DIMENSIONS + CHROMA_BINS;

/**
 * What every piece has in common, taken away from each block before it is scaled: a block's
 * cosine then compares how pieces differ from the typical piece, not the typical piece itself.
 */
export type BlockCentres = Partial<Record<keyof TrackBlocks, ArrayLike<number>>>;

/** The blocks of a section or a track, before weighting. */
export function sectionBlocks(features: AudioFeatures, section: Section) {
  const { embedding } = pooledPatches(features.patches, section);
  const frames = frameRange(features, section);
  return { embedding, timbre: timbreOf(features, frames), harmony: harmonyOf(features, frames) };
}

export function trackBlocks(features: AudioFeatures) {
  const whole = { start: 0, end: features.duration };
  const { embedding, tags } = pooledPatches(features.patches, whole);
  const frames = frameRange(features, whole);
  return { embedding, tags, timbre: timbreOf(features, frames), harmony: harmonyOf(features, frames) };
}

/** `blocks` and `centres`: the service's own unless a benchmark tries others. */
export function sectionVector(
  features: AudioFeatures,
  section: Section,
  blocks: Readonly<SectionBlocks> = SECTION_BLOCKS,
  centres: BlockCentres = SECTION_CENTRES,
): Float32Array {
  return weightedVector(sectionBlocks(features, section), blocks, centres);
}

export function trackVector(
  features: AudioFeatures,
  blocks: Readonly<TrackBlocks> = TRACK_BLOCKS,
  centres: BlockCentres = TRACK_CENTRES,
): Float32Array {
  return weightedVector(trackBlocks(features), blocks, centres);
}

/** The blocks (as `sectionBlocks`/`trackBlocks` give them) centred, weighted and joined, in the weights' order. */
export function weightedVector<B extends SectionBlocks>(
  parts: Record<keyof B, Float32Array>,
  blocks: Readonly<B>,
  centres: BlockCentres = {},
): Float32Array {
  const names = (Object.keys(TRACK_BLOCKS) as Array<keyof TrackBlocks>).filter((name) => name in blocks);
  return joinBlocks(
    names.map((name) => [
      centred(Float32Array.from(parts[name as keyof B]), centres[name]),
      blocks[name as keyof B] as number,
    ]),
  );
}

function centred(block: Float32Array, centre: ArrayLike<number> | undefined): Float32Array {
  if (!centre) return block;
  if (centre.length !== block.length)
    throw new RangeError(`a centre of ${centre.length} values for a block of ${block.length}`);
  for (let i = 0; i < block.length; i += 1) block[i]! -= centre[i]!;
  return block;
}

/** Mean embedding and tags of the patches overlapping a stretch, weighted by their overlap. */
export function pooledPatches(patches: readonly AudioPatch[], section: Section) {
  const first = patches[0];
  if (!first) throw new RangeError('no patches: the audio is too short to describe');
  const embedding = new Float32Array(first.embedding.length);
  const tags = new Float32Array(first.tags.length);
  let total = 0;
  const add = (patch: AudioPatch, weight: number) => {
    for (let i = 0; i < embedding.length; i += 1) embedding[i]! += weight * patch.embedding[i]!;
    for (let i = 0; i < tags.length; i += 1) tags[i]! += weight * patch.tags[i]!;
    total += weight;
  };
  for (const patch of patches) {
    const overlap = Math.min(section.end, patch.start + patch.seconds) - Math.max(section.start, patch.start);
    if (overlap > 0) add(patch, overlap);
  }
  // A stretch shorter than the gaps between patches still has a nearest patch.
  if (total === 0) add(nearestPatch(patches, (section.start + section.end) / 2), 1);
  for (let i = 0; i < embedding.length; i += 1) embedding[i]! /= total;
  for (let i = 0; i < tags.length; i += 1) tags[i]! /= total;
  return { embedding, tags };
}

const nearestPatch = (patches: readonly AudioPatch[], time: number) =>
  patches.reduce((best, patch) =>
    Math.abs(patch.start + patch.seconds / 2 - time) < Math.abs(best.start + best.seconds / 2 - time) ? patch : best,
  );

/** Frame indices [from, to) of a stretch, at least one frame. */
export function frameRange(features: AudioFeatures, section: Section): [number, number] {
  const count = frameCount(features.frames);
  const from = Math.min(count - 1, Math.max(0, Math.floor(section.start * features.frames.rate)));
  const to = Math.min(count, Math.max(from + 1, Math.ceil(section.end * features.frames.rate)));
  return [from, to];
}

/** Mean and standard deviation of c1…c12 over the frames. */
function timbreOf(features: AudioFeatures, [from, to]: [number, number]): Float32Array {
  const { mfcc } = features.frames;
  const block = new Float32Array(TIMBRE_DIMENSIONS);
  const n = to - from;
  for (let c = 1; c < MFCC_COEFFICIENTS; c += 1) {
    let sum = 0;
    let squares = 0;
    for (let frame = from; frame < to; frame += 1) {
      const value = mfcc[frame * MFCC_COEFFICIENTS + c]!;
      sum += value;
      squares += value * value;
    }
    const mean = sum / n;
    block[c - 1] = mean;
    block[TIMBRE_COEFFICIENTS + c - 1] = Math.sqrt(Math.max(0, squares / n - mean * mean));
  }
  return block;
}

/** Mean chroma over the frames. */
function harmonyOf(features: AudioFeatures, [from, to]: [number, number]): Float32Array {
  const { chroma } = features.frames;
  const block = new Float32Array(CHROMA_BINS);
  for (let frame = from; frame < to; frame += 1)
    for (let bin = 0; bin < CHROMA_BINS; bin += 1) block[bin]! += chroma[frame * CHROMA_BINS + bin]!;
  return block;
}

/** Each block scaled to unit length times its weight, concatenated, the whole scaled to unit length. */
export function joinBlocks(blocks: Array<[Float32Array, number]>): Float32Array {
  const joined = new Float32Array(blocks.reduce((size, [block]) => size + block.length, 0));
  let at = 0;
  for (const [block, weight] of blocks) {
    const length = norm(block);
    for (let i = 0; i < block.length; i += 1) joined[at + i] = length > 0 ? (block[i]! / length) * weight : 0;
    at += block.length;
  }
  const length = norm(joined);
  if (length > 0) for (let i = 0; i < joined.length; i += 1) joined[i]! /= length;
  return joined;
}

export function norm(vector: ArrayLike<number>): number {
  let squares = 0;
  for (let i = 0; i < vector.length; i += 1) squares += vector[i]! * vector[i]!;
  return Math.sqrt(squares);
}

export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0;
  for (let i = 0; i < a.length; i += 1) dot += a[i]! * b[i]!;
  const lengths = norm(a) * norm(b);
  return lengths > 0 ? dot / lengths : 0;
}
