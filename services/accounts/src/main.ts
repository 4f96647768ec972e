import { telemetry } from './instrument';
import path from 'node:path';
import { BackgroundStartedBus, connectDocumentStore, kafkaEventBus, keyFromFile, runService } from '@downbeat/platform';
import { readConfig } from './config';
import { startAccountsService } from './service';

runService('accounts', async ({ logger, shutdown, common }) => {
  const config = readConfig();
  shutdown.register('telemetry', () => telemetry.shutdown());
  const store = await connectDocumentStore({ url: config.MONGODB_URL, database: config.MONGODB_DATABASE, logger });
  shutdown.register('documents', () => store.stop());
  const demoPartner =
    config.DEMO_ACCESS_KEY_ID && config.DEMO_ACCESS_KEY_SECRET
      ? { accessKeyId: config.DEMO_ACCESS_KEY_ID, accessKeySecret: config.DEMO_ACCESS_KEY_SECRET }
      : undefined;
  // Not awaited at start: tokens must be issued while Kafka is down; announcements wait in the partner documents.
  const bus = config.KAFKA_BROKERS
    ? kafkaEventBus({
        brokers: config.KAFKA_BROKERS,
        clientId: 'accounts',
        logger,
        namespace: common.KAFKA_TOPIC_NAMESPACE,
      })
    : undefined;
  if (bus) shutdown.register('events', () => bus.stop());
  const service = await startAccountsService({
    address: config.GRPC_ADDRESS,
    store,
    logger,
    signingKeysDir: config.SIGNING_KEYS_DIR,
    ...(bus ? { bus: new BackgroundStartedBus(bus) } : {}),
    accessKeyPepper:
      config.ACCESS_KEY_PEPPER ??
      (await keyFromFile(config.ACCESS_KEY_PEPPER_FILE ?? path.join(config.SIGNING_KEYS_DIR, 'access-key-pepper.key'))),
    ...(demoPartner ? { demoPartner } : {}),
  });
  shutdown.register('grpc server', () => service.stop());
});
