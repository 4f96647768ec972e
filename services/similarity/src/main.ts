import { telemetry } from './instrument';
import { locateFfmpeg } from '@downbeat/platform/ffmpeg';
import { connectDocumentStore, connectEventBus, connectVectorIndex, runService, WorkerPool } from '@downbeat/platform';
import { readConfig } from './config';
import { startSimilarityService } from './service';

runService('similarity', async ({ logger, shutdown, common }) => {
  const config = readConfig();
  shutdown.register('telemetry', () => telemetry.shutdown());
  const { ffmpeg } = await locateFfmpeg();
  const store = await connectDocumentStore({ url: config.MONGODB_URL, database: config.MONGODB_DATABASE, logger });
  shutdown.register('documents', () => store.stop());
  const bus = await connectEventBus({
    brokers: config.KAFKA_BROKERS,
    clientId: 'similarity',
    logger,
    namespace: common.KAFKA_TOPIC_NAMESPACE,
  });
  shutdown.register('events', () => bus.stop());
  const vectors = await connectVectorIndex({
    url: config.OPENSEARCH_URL,
    indexPrefix: config.OPENSEARCH_INDEX_PREFIX,
    logger,
  });
  shutdown.register('vectors', () => vectors.stop());
  const workers = new WorkerPool({
    name: 'similarity',
    ...(config.WORKER_THREADS ? { threads: config.WORKER_THREADS } : {}),
  });
  shutdown.register('worker pool', () => workers.close());
  const service = await startSimilarityService({
    address: config.GRPC_ADDRESS,
    logger,
    store,
    bus,
    vectors,
    mediaAddress: config.MEDIA_ADDRESS,
    workers,
    ffmpeg,
  });
  shutdown.register('grpc server', () => service.stop());
});
