import { telemetry } from './instrument';
import { readFileSync } from 'node:fs';
import { connectDocumentStore, connectEventBus, FilesystemBlobStore, runService, WorkerPool } from '@downbeat/platform';
import { readConfig } from './config';
import { startVersionsService } from './service';

runService('versions', async ({ logger, shutdown, common }) => {
  const config = readConfig();
  shutdown.register('telemetry', () => telemetry.shutdown());
  const store = await connectDocumentStore({ url: config.MONGODB_URL, database: config.MONGODB_DATABASE, logger });
  shutdown.register('documents', () => store.stop());
  const bus = await connectEventBus({
    brokers: config.KAFKA_BROKERS,
    clientId: 'versions',
    logger,
    namespace: common.KAFKA_TOPIC_NAMESPACE,
  });
  shutdown.register('events', () => bus.stop());
  const workers = config.VERSIONS_RENDER_IN_API
    ? new WorkerPool(config.WORKER_THREADS ? { threads: config.WORKER_THREADS } : {})
    : undefined;
  if (workers) shutdown.register('worker pool', () => workers.close());
  const service = await startVersionsService({
    address: config.GRPC_ADDRESS,
    logger,
    store,
    bus,
    blobs: new FilesystemBlobStore({ root: config.BLOB_ROOT }),
    mediaAddress: config.MEDIA_ADDRESS,
    leaseMs: config.VERSIONS_LEASE_SECONDS * 1000,
    ...(workers ? { workers } : {}),
    ...(config.WEBHOOK_CA_FILE ? { webhookCa: readFileSync(config.WEBHOOK_CA_FILE, 'utf8') } : {}),
  });
  shutdown.register('grpc server', () => service.stop());
});
