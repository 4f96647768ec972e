/**
 * The audio task as the similarity service runs it: through the worker pool (never on the event
 * loop), cancellable by the pool's AbortSignal — a queued task is dropped; a running one ends with
 * its thread, and ffmpeg with it (its pipe closes) — and with a failure turned back into a
 * DomainError of its kind: `invalid-argument` for a file that is not audio, `unavailable` when
 * ffmpeg cannot run.
 */
import path from 'node:path';
import { DomainError, type WorkerPool, workerTask } from '@downbeat/platform';
import { type AudioFeatures } from './audio-features';
import { type AudioFeaturesJob, type AudioFeaturesOutcome } from './worker';

/** The built module, also when this file runs from `src/` (tests): worker threads load JavaScript. */
const WORKER_MODULE = path.resolve(__dirname, '..', '..', 'dist', 'features', 'worker.js');

export const similarityTasks = {
  /** Decodes a file with ffmpeg and computes its AudioFeatures (`audioFeaturesTask`). */
  audioFeatures: workerTask<AudioFeaturesJob, AudioFeaturesOutcome>(WORKER_MODULE, 'audioFeaturesTask'),
};

/** The features of a file, computed on the pool; rejects with a DomainError when it is not audio. */
export async function describeAudio(
  pool: WorkerPool,
  job: AudioFeaturesJob,
  options: { signal?: AbortSignal } = {},
): Promise<AudioFeatures> {
  const outcome = await pool.run(similarityTasks.audioFeatures, job, options);
  if ('failure' in outcome) throw new DomainError(outcome.failure.kind, outcome.failure.message);
  return outcome.features;
}
