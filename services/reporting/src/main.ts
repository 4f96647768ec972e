import { telemetry } from './instrument';
import { connectEventBus, runService } from '@downbeat/platform';
import { readConfig } from './config';
import { startReportingService } from './service';

runService('reporting', async ({ logger, shutdown, common }) => {
  const config = readConfig();
  shutdown.register('telemetry', () => telemetry.shutdown());
  const bus = await connectEventBus({
    brokers: config.KAFKA_BROKERS,
    clientId: 'reporting',
    logger,
    namespace: common.KAFKA_TOPIC_NAMESPACE,
  });
  shutdown.register('events', () => bus.stop());
  const service = await startReportingService({ address: config.GRPC_ADDRESS, logger, bus });
  shutdown.register('grpc server', () => service.stop());
});
