/**
 * What similarity knows of a piece of audio (a catalog master or a partner's upload), as the
 * feature extractor gives it (`features/`, in the worker pool). The domain needs only this shape:
 * learned embeddings of consecutive patches for what the music sounds like, and frame-level DSP
 * features (chroma, MFCC, loudness) to align sections against each other in time.
 */
export interface AudioPatch {
  /** Seconds from the start of the audio. */
  start: number;
  /** Seconds described: a musicnn patch (3 s), or the whole audio when it is shorter. */
  seconds: number;
  /** The musicnn penultimate layer: what the patch sounds like. */
  embedding: Float32Array;
  /** The musicnn tag probabilities (names in `features/`), 0–1. */
  tags: Float32Array;
}

export interface FeatureFrames {
  /** Frames per second; frame i describes the audio around (i + 0.5) / rate s. */
  rate: number;
  /** 12 pitch classes per frame (C first), row-major; each frame unit length (zeros when silent). */
  chroma: Float32Array;
  /** 13 MFCCs per frame (c0 first), row-major; dB-scaled mel, orthonormal DCT. */
  mfcc: Float32Array;
  /** Momentary loudness of the mono mix per frame, LUFS (≥ −70). */
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
