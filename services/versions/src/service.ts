import { loadPackageDefinition, loadProtos } from '@downbeat/contracts';
import {
  hostGrpcService,
  type DocumentStore,
  type EventBus,
  type HostedService,
  type Logger,
} from '@downbeat/platform';

export interface VersionsOptions {
  address: string;
  logger: Logger;
  store: DocumentStore;
  bus: EventBus;
}

/**
 * Starts the versions service: track-versions jobs queued on Kafka and rendered by workers. Its RPCs answer UNIMPLEMENTED until
 * that capability lands; health already reflects the systems it depends on.
 */
export async function startVersionsService(options: VersionsOptions): Promise<HostedService> {
  return hostGrpcService({
    address: options.address,
    logger: options.logger,
    packageDefinition: loadPackageDefinition(),
    services: [
      {
        name: 'downbeat.versions.v1.VersionsService',
        definition: loadProtos().downbeat.versions.v1.VersionsService.service,
        implementation: {},
      },
    ],
    dependencies: [
      { name: 'documents', isHealthy: () => options.store.isHealthy() },
      { name: 'events', isHealthy: () => options.bus.isHealthy() },
    ],
  });
}
