import { telemetry } from './instrument';
import { connectDocumentStore, connectEventBus, runService } from '@downbeat/platform';
import { readConfig } from './config';
import { startCountingThread } from './counting-thread';
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
    countsDailyUsage: false,
  });
  shutdown.register('grpc server', () => service.stop());
  const counting = await startCountingThread(logger, (error) => {
    logger.fatal({ err: error }, 'daily usage counting stopped; shutting down');
    void shutdown.shutdown('daily usage counting stopped').finally(() => process.exit(1));
  });
  shutdown.register('daily usage counting', () => counting.stop());
});
