/**
 * The versions service's worker-pool tasks. A worker thread loads the built module, so the path
 * points into dist/ whether this file runs from src/ (tests) or dist/.
 */
import path from 'node:path';
import { DomainError, type WorkerPool, workerTask } from '@downbeat/platform';
import type { RenderOutcome, RenderedVersion, RenderVersionJob } from './render-version';

export const versionsTasks = {
  renderVersion: workerTask<RenderVersionJob, RenderOutcome>(
    path.join(__dirname, '..', '..', 'dist', 'worker', 'render-version.js'),
    'renderVersionTask',
  ),
};

/** A version rendered on the pool; a refusal comes back as the DomainError of its kind. */
export async function renderOnPool(pool: WorkerPool, job: RenderVersionJob): Promise<RenderedVersion> {
  const outcome = await pool.run(versionsTasks.renderVersion, job);
  if ('failure' in outcome) throw new DomainError(outcome.failure.kind, outcome.failure.message);
  return outcome.rendered;
}
