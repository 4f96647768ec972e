// The versions worker process (its own Deployment in k8s): consumes versions.jobs.v1 and renders.
import { telemetry } from './instrument';
import { connectDocumentStore, connectEventBus, FilesystemBlobStore, runService, WorkerPool } from '@downbeat/platform';
import { readConfig } from './config';
import { startVersionsWorker } from './service';

runService('versions-worker', async ({ logger, shutdown, common }) => {
  const config = readConfig();
  shutdown.register('telemetry', () => telemetry.shutdown());
  const store = await connectDocumentStore({ url: config.MONGODB_URL, database: config.MONGODB_DATABASE, logger });
  shutdown.register('documents', () => store.stop());
  const bus = await connectEventBus({
    brokers: config.KAFKA_BROKERS,
    clientId: 'versions-worker',
    logger,
    namespace: common.KAFKA_TOPIC_NAMESPACE,
  });
  shutdown.register('events', () => bus.stop());
  const workers = new WorkerPool(config.WORKER_THREADS ? { threads: config.WORKER_THREADS } : {});
  shutdown.register('worker pool', () => workers.close());
  const worker = await startVersionsWorker({
    logger,
    store,
    bus,
    blobs: new FilesystemBlobStore({ root: config.BLOB_ROOT }),
    mediaAddress: config.MEDIA_ADDRESS,
    leaseMs: config.VERSIONS_LEASE_SECONDS * 1000,
    workers,
  });
  shutdown.register('versions worker', () => worker.stop());
});
