// The versions worker process (its own Deployment in k8s): consumes versions.jobs.v1 and renders.
import './instrument';
import { runService, type WorkerPool } from '@downbeat/platform';
import { connectVersions } from './connect';
import { hostWorkerHealth, startVersionsWorker } from './service';

runService('versions-worker', async (process) => {
  const { config, shared } = await connectVersions('versions-worker', process, { render: true });
  const worker = await startVersionsWorker({ ...shared, workers: shared.workers as WorkerPool });
  process.shutdown.register('versions worker', () => worker.stop());
  if (config.WORKER_HEALTH_ADDRESS) {
    const health = await hostWorkerHealth({ ...shared, address: config.WORKER_HEALTH_ADDRESS });
    // Registered last, so it runs first: NOT_SERVING from the first moment of shutdown.
    process.shutdown.register('health server', () => health.stop());
  }
});
