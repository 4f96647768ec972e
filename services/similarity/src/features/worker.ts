/**
 * The module a worker thread loads for this package's audio task: only the features and what they
 * import (ffmpeg decode, ONNX Runtime), nothing of the service. Errors do not keep their kind across
 * a thread (structured clone drops an Error's own fields), so a file that cannot be described comes
 * back as a value naming the kind; anything else is a bug and is thrown.
 */
import { AudioDecodeError } from '@downbeat/audio';
import { type AudioFeatures, audioFeaturesOfFile } from './audio-features';

export interface AudioFeaturesJob {
  /** Any audio ffmpeg reads: FLAC/WAV masters, MP3/OGG uploads. */
  file: string;
  ffmpeg?: string;
}

export type AudioFeaturesOutcome =
  { features: AudioFeatures } | { failure: { kind: 'invalid-argument' | 'unavailable'; message: string } };

export async function audioFeaturesTask(job: AudioFeaturesJob): Promise<AudioFeaturesOutcome> {
  try {
    return { features: await audioFeaturesOfFile(job.file, { ffmpeg: job.ffmpeg }) };
  } catch (error) {
    if (error instanceof AudioDecodeError) return { failure: { kind: error.kind, message: error.message } };
    throw error;
  }
}
