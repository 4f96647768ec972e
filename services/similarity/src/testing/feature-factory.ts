/**
 * Features of made-up pieces for tests of the domain: a seeded random walk through chroma and
 * timbre (so every stretch differs from the others, as music does), learned embeddings and tags
 * from the same seed, and bar grids at a given tempo.
 */
import type { AudioFeatures } from '../domain/audio-features';
import type { Beat } from '../domain/bar-grid';

export const EMBEDDING_SIZE = 8;
export const TAG_COUNT = 4;

export function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

export function pieceFeatures(options: {
  seed: number;
  seconds: number;
  rate?: number;
  patchSeconds?: number;
}): AudioFeatures {
  const random = seeded(options.seed);
  const rate = options.rate ?? 10;
  const count = Math.round(options.seconds * rate);
  const chroma = new Float32Array(count * 12);
  const mfcc = new Float32Array(count * 13);
  const loudness = new Float32Array(count);
  const pitch = Array.from({ length: 12 }, () => random());
  const timbre = Array.from({ length: 13 }, () => random() * 20 - 10);
  for (let frame = 0; frame < count; frame += 1) {
    for (let bin = 0; bin < 12; bin += 1) {
      pitch[bin] = Math.min(1, Math.max(0, pitch[bin]! + (random() - 0.5) * 0.6));
      chroma[frame * 12 + bin] = pitch[bin]!;
    }
    for (let c = 0; c < 13; c += 1) {
      timbre[c] = timbre[c]! + (random() - 0.5) * 6;
      mfcc[frame * 13 + c] = timbre[c]!;
    }
    loudness[frame] = -20 + random() * 6;
  }
  const patchSeconds = options.patchSeconds ?? 3;
  const patches = [];
  for (let start = 0; start + patchSeconds <= options.seconds; start += patchSeconds)
    patches.push({
      start,
      seconds: patchSeconds,
      embedding: Float32Array.from({ length: EMBEDDING_SIZE }, () => random()),
      tags: Float32Array.from({ length: TAG_COUNT }, () => random()),
    });
  return {
    version: 1,
    duration: options.seconds,
    patches,
    frames: { rate, chroma, mfcc, loudness },
    key: { tonic: 0, mode: 'major', strength: 0.8 },
  };
}

/** The frames of [fromSecond, toSecond) of a piece, with noise of `noise` (0–1) and an offset on the MFCCs. */
export function excerptOf(
  piece: AudioFeatures,
  fromSecond: number,
  toSecond: number,
  noise = 0,
  seed = 7,
): AudioFeatures {
  const random = seeded(seed);
  const { rate } = piece.frames;
  const from = Math.round(fromSecond * rate);
  const to = Math.round(toSecond * rate);
  const chroma = piece.frames.chroma
    .slice(from * 12, to * 12)
    .map((value) => Math.max(0, value + (random() - 0.5) * noise));
  const mfcc = piece.frames.mfcc
    .slice(from * 13, to * 13)
    .map((value, index) => value + (index % 13 === 0 ? -6 : 0) + (random() - 0.5) * noise * 10);
  return {
    ...piece,
    duration: toSecond - fromSecond,
    patches: piece.patches
      .filter((patch) => patch.start >= fromSecond && patch.start + patch.seconds <= toSecond)
      .map((patch) => ({ ...patch, start: patch.start - fromSecond })),
    frames: { rate, chroma, mfcc, loudness: piece.frames.loudness.slice(from, to) },
  };
}

/** A steady grid: `bpm`, `beatsPerBar`, first downbeat at `first` seconds, up to `seconds`. */
export function steadyBeats(bpm: number, seconds: number, beatsPerBar = 4, first = 0): Beat[] {
  const period = 60 / bpm;
  const beats: Beat[] = [];
  for (let i = 0; first + i * period < seconds; i += 1)
    beats.push({ time: first + i * period, value: (i % beatsPerBar) + 1 });
  return beats;
}
