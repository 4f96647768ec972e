import { loadPackageDefinition, loadProtos } from '@downbeat/contracts';
import { hostGrpcService, type DocumentStore, type HostedService, type Logger } from '@downbeat/platform';
import { seedDemoCatalog } from './demo/demo-catalog';
import { TrackListing } from './domain/track-listing';
import { catalogHandlers } from './grpc/catalog-handlers';

export interface CatalogOptions {
  address: string;
  store: DocumentStore;
  logger: Logger;
  /** Upserts the small demo catalog on start (embedded mode, demos, e2e). */
  seedDemo?: boolean;
}

/** Starts the catalog service (tracks, collections, moods, genres, sound effects) in this process. */
export async function startCatalogService(options: CatalogOptions): Promise<HostedService> {
  if (options.seedDemo) {
    const seeded = await seedDemoCatalog(options.store);
    options.logger.info(seeded, 'demo catalog ready');
  }
  const proto = loadProtos().downbeat.catalog.v1;
  return hostGrpcService({
    address: options.address,
    logger: options.logger,
    packageDefinition: loadPackageDefinition(),
    services: [
      {
        name: 'downbeat.catalog.v1.CatalogService',
        definition: proto.CatalogService.service,
        implementation: catalogHandlers({ tracks: new TrackListing(options.store), logger: options.logger }),
      },
    ],
    dependencies: [{ name: 'documents', isHealthy: () => options.store.isHealthy() }],
  });
}
