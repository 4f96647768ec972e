/**
 * The audio task as the similarity service runs it: through the worker pool (never on the event
 * loop), cancellable by the pool's AbortSignal — a queued task is dropped; a running one ends with
 * its thread, and ffmpeg with it (its pipe closes) — and with a failure as the pool gives it back: a
 * DomainError `invalid-argument` for a file that is not audio, `unavailable` when ffmpeg cannot run.
 */
import path from 'node:path';
import { type WorkerPool, workerTask } from '@downbeat/platform';
import { type AudioFeatures } from './audio-features';
import { type AudioFeaturesJob } from './worker';

/** The built module, also when this file runs from `src/` (tests): worker threads load JavaScript. */
const WORKER_MODULE = path.resolve(__dirname, '..', '..', 'dist', 'features', 'worker.js');

export const similarityTasks = {
  /** Decodes a file with ffmpeg and computes its AudioFeatures (`audioFeaturesTask`). */
  audioFeatures: workerTask<AudioFeaturesJob, AudioFeatures>(WORKER_MODULE, 'audioFeaturesTask'),
};

/** The features of a file, computed on the pool; rejects with a DomainError when it is not audio. */
export function describeAudio(
  pool: WorkerPool,
  job: AudioFeaturesJob,
  options: { signal?: AbortSignal } = {},
): Promise<AudioFeatures> {
  return pool.run(similarityTasks.audioFeatures, job, options);
}
