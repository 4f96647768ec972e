import { telemetry } from './instrument';
import { connectEventBus, runService } from '@downbeat/platform';
import { OpenSearchCluster } from './adapters/opensearch-cluster';
import { readConfig } from './config';
import { startSearchService } from './service';

runService('search', async ({ logger, shutdown }) => {
  const config = readConfig();
  shutdown.register('telemetry', () => telemetry.shutdown());
  const cluster = new OpenSearchCluster(config.OPENSEARCH_URL);
  shutdown.register('opensearch', () => cluster.close());
  const bus = await connectEventBus({ brokers: config.KAFKA_BROKERS, clientId: 'search', logger });
  shutdown.register('events', () => bus.stop());
  const engine = { name: 'opensearch', isHealthy: () => cluster.isHealthy() };
  const service = await startSearchService({ address: config.GRPC_ADDRESS, logger, bus, engine });
  shutdown.register('grpc server', () => service.stop());
});
