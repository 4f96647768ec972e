/**
 * The search service as the latency benchmark runs it: `services/search`'s own `startSearchService`
 * on OpenSearch, but with its own consumer group and index prefix per dataset size, so it indexes
 * the bench catalog's events from the start of the catalog topics into indices of its own (the
 * shared `search` group has long moved past them). Run by search-latency.ts as a process.
 *   GRPC_ADDRESS  OPENSEARCH_URL  OPENSEARCH_INDEX_PREFIX  KAFKA_BROKERS  SEARCH_GROUP
 */
import { connectEventBus, runService } from '@downbeat/platform';
import { startSearchService } from '@downbeat/search';
import { OpenSearchEngine } from '@downbeat/search/dist/adapters/opensearch/opensearch-engine';

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

runService('bench-search', async ({ logger, shutdown }) => {
  const engine = new OpenSearchEngine({
    url: required('OPENSEARCH_URL'),
    indexPrefix: required('OPENSEARCH_INDEX_PREFIX'),
  });
  shutdown.register('opensearch', () => engine.close());
  const bus = await connectEventBus({
    brokers: required('KAFKA_BROKERS').split(','),
    clientId: 'bench-search',
    logger,
  });
  shutdown.register('events', () => bus.stop());
  const service = await startSearchService({
    address: required('GRPC_ADDRESS'),
    logger,
    bus,
    engine,
    indexing: { group: required('SEARCH_GROUP') },
  });
  shutdown.register('grpc server', () => service.stop());
});
