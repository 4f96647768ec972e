/**
 * The alignment of candidates as a worker-pool task: the module a worker thread loads (this file,
 * built) and the one-argument function it calls. (Feature extraction is `features/`'s task.)
 */
import path from 'node:path';
import { workerTask } from '@downbeat/platform';
import { align } from './domain/alignment';
import type { AlignmentTarget } from './domain/ports';

export interface AlignJob {
  reference: Float32Array;
  targets: Array<Pick<AlignmentTarget, 'id' | 'frames'>>;
}

export type AlignResult = Array<{ id: string; offset: number; agreement: number }>;

/** The best alignment of the reference in each target. */
export function alignCandidates(job: AlignJob): AlignResult {
  return job.targets.map((target) => ({ id: target.id, ...align(job.reference, target.frames) }));
}

/** The built module, also when this file runs from `src/` (tests): worker threads load JavaScript. */
const WORKER_MODULE = path.resolve(__dirname, '..', 'dist', 'worker-tasks.js');

export const alignmentTasks = {
  alignCandidates: workerTask<AlignJob, AlignResult>(WORKER_MODULE, 'alignCandidates'),
};
