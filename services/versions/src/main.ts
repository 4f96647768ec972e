import { telemetry } from './instrument';
import { connectDocumentStore, connectEventBus, runService } from '@downbeat/platform';
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
  const service = await startVersionsService({ address: config.GRPC_ADDRESS, logger, store, bus });
  shutdown.register('grpc server', () => service.stop());
});
