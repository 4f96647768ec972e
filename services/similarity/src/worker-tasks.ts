/**
 * Similarity's own CPU-heavy work as worker-pool tasks: the module a worker thread loads (this
 * file, built) and the one-argument functions it calls.
 */
import { join } from 'node:path';
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

export const similarityTasks = {
  alignCandidates: workerTask<AlignJob, AlignResult>(join(__dirname, 'worker-tasks.js'), 'alignCandidates'),
};
