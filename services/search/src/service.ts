import { loadPackageDefinition, loadProtos } from '@downbeat/contracts';
import { hostGrpcService, type EventBus, type HostedService, type Logger } from '@downbeat/platform';
import { EngineOutageHold } from './adapters/engine-outage-hold';
import { InProcessSearchEngine } from './adapters/in-process/in-process-engine';
import { CatalogIndexer, type CatalogTopics } from './domain/catalog-indexer';
import { PopularityCounter } from './domain/popularity';
import type { SearchEngine } from './domain/search-engine';
import { adminHandlers } from './grpc/admin-handlers';
import { searchHandlers } from './grpc/search-handlers';

export interface SearchOptions {
  address: string;
  logger: Logger;
  /** Where the catalog's events come from (Kafka, or the in-process bus). */
  bus: EventBus;
  /**
   * OpenSearch in the distributed mode, the in-process index in the embedded mode. Absent: an
   * in-process index without a store (empty after a restart; the embedded launcher should pass
   * one with its durable DocumentStore).
   */
  engine?: SearchEngine;
  /** Consumer group and topics of the indexer: `search` and the catalog's, unless a test needs its own. */
  indexing?: { group?: string; topics?: CatalogTopics };
  /** Consumer group and topic of the popularity counter: `search-popularity` and analytics.events.v1. */
  popularity?: { group?: string; topic?: string };
}

/**
 * Starts the search service: creates the indices if missing, indexes the catalog's events, counts
 * sound effects' previews and downloads from the analytics events, and answers SearchService and
 * SearchAdminService. Health: the event bus and the engine. Stopping it stops the indexer and the
 * counter (uncommitted events are redelivered to the next start) and the gRPC server;
 * the caller owns the engine and the bus and closes them.
 */
export async function startSearchService(options: SearchOptions): Promise<HostedService> {
  const { logger } = options;
  const engine = options.engine ?? new InProcessSearchEngine();
  await engine.start().catch((error: unknown) => {
    // The indices are created at the first start that reaches the cluster; until then health says so.
    logger.warn({ err: error, engine: engine.name }, 'search engine not ready at start; indexing will wait for it');
  });
  const indexer = new CatalogIndexer({
    bus: options.bus,
    engine,
    hold: new EngineOutageHold(logger),
    ...options.indexing,
  });
  await indexer.start();
  const popularity = new PopularityCounter({
    bus: options.bus,
    engine,
    hold: new EngineOutageHold(logger),
    ...options.popularity,
  });
  await popularity.start();
  const protos = loadProtos().downbeat.search.v1;
  const hosted = await hostGrpcService({
    address: options.address,
    logger,
    packageDefinition: loadPackageDefinition(),
    services: [
      {
        name: 'downbeat.search.v1.SearchService',
        definition: protos.SearchService.service,
        implementation: searchHandlers(engine, logger),
      },
      {
        name: 'downbeat.search.v1.SearchAdminService',
        definition: protos.SearchAdminService.service,
        implementation: adminHandlers(engine, logger),
      },
    ],
    dependencies: [
      { name: 'events', isHealthy: () => options.bus.isHealthy() },
      { name: engine.name, isHealthy: () => engine.isHealthy() },
    ],
  });
  return {
    address: hosted.address,
    readiness: hosted.readiness,
    stop: async () => {
      await indexer.stop();
      await popularity.stop();
      await hosted.stop();
    },
  };
}
