/**
 * The module a worker thread loads for this package's audio task: only the features and what they
 * import (ffmpeg decode, ONNX Runtime), nothing of the service. A file that cannot be described
 * throws an AudioDecodeError, whose kind the pool carries back to the caller.
 */
import { type AudioFeatures, audioFeaturesOfFile } from './audio-features';

export interface AudioFeaturesJob {
  /** Any audio ffmpeg reads: FLAC/WAV masters, MP3/OGG uploads. */
  file: string;
  ffmpeg?: string;
}

export function audioFeaturesTask(job: AudioFeaturesJob): Promise<AudioFeatures> {
  return audioFeaturesOfFile(job.file, { ffmpeg: job.ffmpeg });
}
