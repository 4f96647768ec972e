import { loadPackageDefinition, loadProtos } from '@downbeat/contracts';
import {
  hostGrpcService,
  type DependencyProbe,
  type EventBus,
  type HostedService,
  type Logger,
} from '@downbeat/platform';

export interface SearchOptions {
  address: string;
  logger: Logger;
  bus: EventBus;
  /** The search engine's health: OpenSearch in distributed mode; absent for the in-process index. */
  engine?: DependencyProbe;
}

/**
 * Starts the search service. Its RPCs (track search, aggregations, suggestions, sound-effect
 * search) answer UNIMPLEMENTED until the search capability lands; health already reflects the
 * engine and the broker it indexes from.
 */
export async function startSearchService(options: SearchOptions): Promise<HostedService> {
  return hostGrpcService({
    address: options.address,
    logger: options.logger,
    packageDefinition: loadPackageDefinition(),
    services: [
      {
        name: 'downbeat.search.v1.SearchService',
        definition: loadProtos().downbeat.search.v1.SearchService.service,
        implementation: {},
      },
    ],
    dependencies: [
      { name: 'events', isHealthy: () => options.bus.isHealthy() },
      ...(options.engine ? [options.engine] : []),
    ],
  });
}
