import { telemetry } from './instrument';
import { BackgroundStartedBus, connectDocumentStore, kafkaEventBus, runService } from '@downbeat/platform';
import { readConfig } from './config';
import { startCatalogService } from './service';

runService('catalog', async ({ logger, shutdown, common }) => {
  const config = readConfig();
  shutdown.register('telemetry', () => telemetry.shutdown());
  const store = await connectDocumentStore({ url: config.MONGODB_URL, database: config.MONGODB_DATABASE, logger });
  shutdown.register('documents', () => store.stop());
  // Not awaited at start: reads must work while Kafka is down; the outbox relay starts it and retries.
  const bus = kafkaEventBus({
    brokers: config.KAFKA_BROKERS,
    clientId: 'catalog',
    logger,
    namespace: common.KAFKA_TOPIC_NAMESPACE,
  });
  shutdown.register('events', () => bus.stop());
  const events = new BackgroundStartedBus(bus);
  const service = await startCatalogService({
    address: config.GRPC_ADDRESS,
    store,
    logger,
    bus: events,
    analysisEvents: events,
    mediaAddress: config.MEDIA_ADDRESS,
    imagesPublicUrl: config.IMAGES_PUBLIC_URL,
    accountsAddress: config.ACCOUNTS_ADDRESS,
    seedDemo: config.SEED_DEMO_CATALOG,
  });
  shutdown.register('grpc server', () => service.stop());
});
