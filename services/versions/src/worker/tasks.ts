/**
 * The versions service's worker-pool tasks. A worker thread loads the built module, so the path
 * points into dist/ whether this file runs from src/ (tests) or dist/.
 */
import path from 'node:path';
import { type WorkerPool, workerTask } from '@downbeat/platform';
import type { RenderedVersion, RenderVersionJob } from './render-version';

export const versionsTasks = {
  renderVersion: workerTask<RenderVersionJob, RenderedVersion>(
    path.join(__dirname, '..', '..', 'dist', 'worker', 'render-version.js'),
    'renderVersion',
    { cancellable: true },
  ),
};

/**
 * A version rendered on the pool; a refusal comes back as the DomainError of its kind. When
 * `signal` aborts, the render kills its ffmpeg and ends (or its thread is ended).
 */
export function renderOnPool(pool: WorkerPool, job: RenderVersionJob, signal?: AbortSignal): Promise<RenderedVersion> {
  return pool.run(versionsTasks.renderVersion, job, signal ? { signal } : {});
}
