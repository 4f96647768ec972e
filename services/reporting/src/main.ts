import { telemetry } from './instrument';
import { connectDocumentStore, connectEventBus, runService } from '@downbeat/platform';
import { readConfig } from './config';
import { startReportingService } from './service';

runService('reporting', async ({ logger, shutdown, common }) => {
  const config = readConfig();
  shutdown.register('telemetry', () => telemetry.shutdown());
  const store = await connectDocumentStore({ url: config.MONGODB_URL, database: config.MONGODB_DATABASE, logger });
  shutdown.register('documents', () => store.stop());
  const bus = await connectEventBus({
    brokers: config.KAFKA_BROKERS,
    clientId: 'reporting',
    logger,
    namespace: common.KAFKA_TOPIC_NAMESPACE,
  });
  shutdown.register('events', () => bus.stop());
  const service = await startReportingService({
    address: config.GRPC_ADDRESS,
    logger,
    bus,
    store,
    ledger: { retentionMs: config.IDEMPOTENCY_RETENTION_HOURS * 60 * 60 * 1000 },
  });
  shutdown.register('grpc server', () => service.stop());
});
