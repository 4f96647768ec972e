/**
 * What both versions processes (the API and the worker) open at start: config, the document
 * store, the event bus, the shared blob volume and, when rendering here, the worker pool — each
 * registered for shutdown.
 */
import { readFileSync } from 'node:fs';
import {
  connectDocumentStore,
  connectEventBus,
  FilesystemBlobStore,
  type ServiceProcess,
  WorkerPool,
} from '@downbeat/platform';
import { readConfig } from './config';
import { telemetry } from './instrument';
import { type VersionsOptions } from './service';

export async function connectVersions(
  clientId: string,
  { logger, shutdown, common }: ServiceProcess,
  options: { render: boolean },
): Promise<{ config: ReturnType<typeof readConfig>; shared: Omit<VersionsOptions, 'address'> }> {
  const config = readConfig();
  shutdown.register('telemetry', () => telemetry.shutdown());
  const store = await connectDocumentStore({ url: config.MONGODB_URL, database: config.MONGODB_DATABASE, logger });
  shutdown.register('documents', () => store.stop());
  const bus = await connectEventBus({
    brokers: config.KAFKA_BROKERS,
    clientId,
    logger,
    namespace: common.KAFKA_TOPIC_NAMESPACE,
  });
  shutdown.register('events', () => bus.stop());
  const workers = options.render
    ? new WorkerPool({ name: 'versions', ...(config.WORKER_THREADS ? { threads: config.WORKER_THREADS } : {}) })
    : undefined;
  if (workers) shutdown.register('worker pool', () => workers.close());
  return {
    config,
    shared: {
      logger,
      store,
      bus,
      blobs: new FilesystemBlobStore({ root: config.BLOB_ROOT }),
      mediaAddress: config.MEDIA_ADDRESS,
      leaseMs: config.VERSIONS_LEASE_SECONDS * 1000,
      ...(workers ? { workers } : {}),
      ...(config.WEBHOOK_CA_FILE ? { webhookCa: readFileSync(config.WEBHOOK_CA_FILE, 'utf8') } : {}),
    },
  };
}
