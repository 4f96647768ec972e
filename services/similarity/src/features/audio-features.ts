/**
 * Everything the similarity service keeps about a piece of audio, in one pass: musicnn's embedding
 * and tags per 3-second patch (what the vector index is built from), and chroma, MFCC and loudness
 * at 10 frames a second plus a key estimate (what excerpts are aligned on and tracks described by).
 * The result is plain data (typed arrays and numbers): a worker thread hands it back by structured
 * clone.
 */
import { decodePcm } from '@downbeat/audio';
import type { AudioFeatures, FeatureFrames } from '../domain/audio-features';
import { analyseChroma, CHROMA_SIZE } from './chroma';
import { FRAME_RATE, frameCount } from './frames';
import { estimateKey } from './key';
import { loudnessFrames } from './loudness';
import { melSpectrogram } from './mel-spectrogram';
import { MFCC_SIZE, mfccFrames } from './mfcc';
import { EMBEDDING_SIZE, MUSICNN, type MusicnnModel, PATCH_SECONDS, TAG_COUNT, TAGS_OF } from './musicnn';
import { runMusicnn } from './musicnn-session';
import { gatherPatches, placePatches } from './patches';

/** Bump whenever a feature changes meaning (model, front end, frame grid, normalisation). */
export const AUDIO_FEATURES_VERSION = 1;
/** Every feature is computed from mono samples at this rate: musicnn's. */
export const FEATURES_SAMPLE_RATE = MUSICNN.sampleRate;
/**
 * MSD_musicnn: its 50 tags are last.fm's genres and moods (rock, jazz, electronic, hip-hop, chill,
 * mellow, happy, sad, party…) — what similar tracks and image matching are judged on — where
 * MTT_musicnn's are mostly instruments and voices. bench:embeddings measures both.
 */
export const DEFAULT_MODEL: MusicnnModel = 'MSD_musicnn';
export const TAG_NAMES: readonly string[] = TAGS_OF[DEFAULT_MODEL];
/**
 * Patches end to end, 187 frames apart, as musicnn's own tagger cuts them. Half-overlapping
 * patches would double the model's cost (~60% of the task's) for embeddings that change slowly
 * anyway; sections are bar-aligned and several seconds long, so each already spans whole patches.
 */
export const DEFAULT_PATCH_HOP_FRAMES = MUSICNN.patchFrames;

export { CHROMA_SIZE, EMBEDDING_SIZE, FRAME_RATE, MFCC_SIZE, PATCH_SECONDS, TAG_COUNT };
/** The shape the similarity domain declares (domain/audio-features.ts); this module fills it. */
export type { AudioFeatures, AudioPatch, FeatureFrames } from '../domain/audio-features';

export interface AudioFeaturesOptions {
  model?: MusicnnModel;
  patchHopFrames?: number;
  /** Stops between stages and between batches of patches, rejecting with the signal's reason. */
  signal?: AbortSignal;
}

/** Features of mono samples at FEATURES_SAMPLE_RATE (e.g. an excerpt of decoded audio). */
export async function audioFeaturesOfSamples(
  samples: Float32Array,
  options: AudioFeaturesOptions = {},
): Promise<AudioFeatures> {
  const { signal } = options;
  if (samples.length === 0) throw new RangeError('no samples to describe');
  const duration = samples.length / FEATURES_SAMPLE_RATE;
  const mel = melSpectrogram(samples);
  signal?.throwIfAborted();
  const count = frameCount(duration);
  const { chroma, keyProfile } = analyseChroma(samples, FEATURES_SAMPLE_RATE, count);
  const frames: FeatureFrames = {
    rate: FRAME_RATE,
    chroma,
    mfcc: mfccFrames(mel.power, mel.frames, count),
    loudness: loudnessFrames(samples, FEATURES_SAMPLE_RATE, count),
  };
  signal?.throwIfAborted();
  const placements = placePatches(mel.frames, options.patchHopFrames ?? DEFAULT_PATCH_HOP_FRAMES);
  const outputs = await runMusicnn(
    options.model ?? DEFAULT_MODEL,
    gatherPatches(mel.logMel, mel.frames, placements),
    placements.length,
    signal,
  );
  const patches = placements.map((placement, index) => ({
    start: placement.start,
    seconds: placement.seconds,
    embedding: outputs.embedding.slice(index * EMBEDDING_SIZE, (index + 1) * EMBEDDING_SIZE),
    tags: outputs.tags.slice(index * TAG_COUNT, (index + 1) * TAG_COUNT),
  }));
  return { version: AUDIO_FEATURES_VERSION, duration, patches, frames, key: estimateKey(keyProfile) };
}

export interface AudioFeaturesFileOptions extends AudioFeaturesOptions {
  /** ffmpeg binary; default the one `locateFfmpeg` finds. */
  ffmpeg?: string;
}

/**
 * Decodes any file ffmpeg reads (first audio stream) and describes it. Mixed to mono, then
 * resampled to 16 kHz by libsoxr, as librosa loads audio for musicnn: with ffmpeg's own resampler
 * the tags differed from musicnn's by 0.005 on average (up to 0.2) on 44.1 kHz soundtracks, with
 * soxr by 0.000005.
 */
export async function audioFeaturesOfFile(
  file: string,
  options: AudioFeaturesFileOptions = {},
): Promise<AudioFeatures> {
  const { samples } = await decodePcm(file, FEATURES_SAMPLE_RATE, {
    ffmpeg: options.ffmpeg,
    signal: options.signal,
    resampler: 'soxr',
  });
  return audioFeaturesOfSamples(samples, options);
}
