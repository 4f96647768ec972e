import { loadPackageDefinition, loadProtos } from '@downbeat/contracts';
import { hostGrpcService, type DocumentStore, type HostedService, type Logger } from '@downbeat/platform';

export interface SimilarityOptions {
  address: string;
  logger: Logger;
  store: DocumentStore;
}

/**
 * Starts the similarity service: section embeddings, similar tracks and sections, image matching. Its RPCs answer UNIMPLEMENTED until
 * that capability lands; health already reflects the systems it depends on.
 */
export async function startSimilarityService(options: SimilarityOptions): Promise<HostedService> {
  return hostGrpcService({
    address: options.address,
    logger: options.logger,
    packageDefinition: loadPackageDefinition(),
    services: [
      {
        name: 'downbeat.similarity.v1.SimilarityService',
        definition: loadProtos().downbeat.similarity.v1.SimilarityService.service,
        implementation: {},
      },
    ],
    dependencies: [{ name: 'documents', isHealthy: () => options.store.isHealthy() }],
  });
}
