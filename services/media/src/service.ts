import { loadPackageDefinition, loadProtos } from '@downbeat/contracts';
import { hostGrpcService, type DocumentStore, type HostedService, type Logger } from '@downbeat/platform';

export interface MediaOptions {
  address: string;
  logger: Logger;
  store: DocumentStore;
}

/**
 * Starts the media service: audio ingestion and analysis, HLS and MP3 renditions, signed links, uploads. Its RPCs answer UNIMPLEMENTED until
 * that capability lands; health already reflects the systems it depends on.
 */
export async function startMediaService(options: MediaOptions): Promise<HostedService> {
  return hostGrpcService({
    address: options.address,
    logger: options.logger,
    packageDefinition: loadPackageDefinition(),
    services: [
      {
        name: 'downbeat.media.v1.MediaService',
        definition: loadProtos().downbeat.media.v1.MediaService.service,
        implementation: {},
      },
    ],
    dependencies: [{ name: 'documents', isHealthy: () => options.store.isHealthy() }],
  });
}
