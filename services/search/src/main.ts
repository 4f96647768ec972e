import { telemetry } from './instrument';
import { connectEventBus, runService } from '@downbeat/platform';
import { OpenSearchEngine } from './adapters/opensearch/opensearch-engine';
import { readConfig } from './config';
import { startSearchService } from './service';

runService('search', async ({ logger, shutdown, common }) => {
  const config = readConfig();
  shutdown.register('telemetry', () => telemetry.shutdown());
  const engine = new OpenSearchEngine({
    url: config.OPENSEARCH_URL,
    indexPrefix: config.OPENSEARCH_INDEX_PREFIX,
    requestTimeoutMs: config.OPENSEARCH_REQUEST_TIMEOUT_MS,
  });
  shutdown.register('opensearch', () => engine.close());
  const bus = await connectEventBus({
    brokers: config.KAFKA_BROKERS,
    clientId: 'search',
    logger,
    namespace: common.KAFKA_TOPIC_NAMESPACE,
  });
  shutdown.register('events', () => bus.stop());
  const service = await startSearchService({ address: config.GRPC_ADDRESS, logger, bus, engine });
  shutdown.register('grpc server', () => service.stop());
});
