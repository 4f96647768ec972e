/**
 * What similarity knows of a piece of audio (a catalog master or a partner's upload), as the
 * feature extractor gives it (`features/`, in the worker pool). The domain needs only this shape:
 * learned embeddings of consecutive patches for what the music sounds like, and frame-level DSP
 * features (chroma, MFCC, loudness) to align sections against each other in time.
 */
export interface AudioPatch {
  /** Seconds from the start of the audio. */
  start: number;
  seconds: number;
  /** The musicnn penultimate layer: what the patch sounds like. */
  embedding: Float32Array;
  /** The musicnn tag probabilities (names in `features/`), 0–1. */
  tags: Float32Array;
}

export interface FeatureFrames {
  /** Frames per second. */
  rate: number;
  /** 12 pitch classes per frame (C first), row-major. */
  chroma: Float32Array;
  /** 13 MFCCs per frame (c0 first), row-major. */
  mfcc: Float32Array;
  /** Short-term loudness per frame, dB. */
  loudness: Float32Array;
}

export interface AudioFeatures {
  /** The extractor's version: features of another version are computed again. */
  version: number;
  /** Seconds. */
  duration: number;
  patches: AudioPatch[];
  frames: FeatureFrames;
  key: { tonic: number; mode: 'major' | 'minor'; strength: number };
}

export const CHROMA_BINS = 12;
export const MFCC_COEFFICIENTS = 13;

/** The number of frames in `frames`. */
export const frameCount = (frames: FeatureFrames): number => frames.loudness.length;
