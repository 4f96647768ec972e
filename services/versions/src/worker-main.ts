// The versions worker process (its own Deployment in k8s): consumes versions.jobs.v1 and renders.
import './instrument';
import { runService, type WorkerPool } from '@downbeat/platform';
import { connectVersions } from './connect';
import { startVersionsWorker } from './service';

runService('versions-worker', async (process) => {
  const { shared } = await connectVersions('versions-worker', process, { render: true });
  const worker = await startVersionsWorker({ ...shared, workers: shared.workers as WorkerPool });
  process.shutdown.register('versions worker', () => worker.stop());
});
