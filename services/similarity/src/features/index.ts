export {
  AUDIO_FEATURES_VERSION,
  audioFeaturesOfFile,
  audioFeaturesOfSamples,
  CHROMA_SIZE,
  DEFAULT_MODEL,
  DEFAULT_PATCH_HOP_FRAMES,
  EMBEDDING_SIZE,
  FEATURES_SAMPLE_RATE,
  FRAME_RATE,
  MFCC_SIZE,
  PATCH_SECONDS,
  TAG_COUNT,
  TAG_NAMES,
  type AudioFeatures,
  type AudioFeaturesFileOptions,
  type AudioFeaturesOptions,
  type AudioPatch,
  type FeatureFrames,
} from './audio-features';
export { type KeyEstimate } from './key';
export { MSD_TAGS, MTT_TAGS, type MusicnnModel, TAGS_OF } from './musicnn';
export { describeAudio, similarityTasks } from './tasks';
export { audioFeaturesTask, type AudioFeaturesJob } from './worker';
