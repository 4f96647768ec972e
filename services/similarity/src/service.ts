import { loadPackageDefinition, loadProtos } from '@downbeat/contracts';
import {
  hostGrpcService,
  removeStaleScratch,
  WorkerPool,
  type DocumentStore,
  type EventBus,
  type HostedService,
  type Logger,
  type Subscription,
  type VectorIndex,
} from '@downbeat/platform';
import { MediaLibraryClient } from './adapters/media-library';
import { FEATURE_SCRATCH_PREFIX, PooledFeatureWorkers } from './adapters/feature-workers';
import { applyCatalogTrack } from './domain/catalog-changes';
import { FeaturePipeline } from './domain/feature-pipeline';
import { ImageMatching } from './domain/image-matching';
import { SimilarSections } from './domain/similar-sections';
import { SimilarTracks } from './domain/similar-tracks';
import { SoundIndex } from './domain/sound-index';
import { describedVersion } from './domain/sound-vectors';
import { applyUpload } from './domain/upload-changes';
import { AUDIO_FEATURES_VERSION, EMBEDDING_SIZE, TAG_NAMES } from './features';
import { similarityAdminHandlers } from './grpc/admin-handlers';
import { similarityHandlers } from './grpc/similarity-handlers';
import { FeatureRecords } from './store/feature-archive';
import { TrackProfileRecords } from './store/track-profiles';
import { UploadProfileRecords } from './store/upload-profiles';

/** Consumer group (DESIGN.md: group = service name). */
const GROUP = 'similarity';
const CATALOG_TRACKS = 'catalog.tracks.v1';
const UPLOADS = 'media.uploads.v1';

export interface SimilarityOptions {
  address: string;
  logger: Logger;
  store: DocumentStore;
  /** catalog.tracks.v1 and media.uploads.v1 come from here (Kafka, or the in-process bus). */
  bus: EventBus;
  /** OpenSearch k-NN (Lucene engine) in the distributed mode, the in-process index in the embedded mode. */
  vectors: VectorIndex;
  mediaAddress: string;
  /** Where features are extracted; a pool of the service's own (closed when it stops) when absent. */
  workers?: WorkerPool;
  ffmpeg?: string;
  /** How long a claim on a piece's features holds (tests shorten it). */
  leaseMs?: number;
  /** Tracks described before the vector spaces are compacted when the work runs out (1,000; tests lower it). */
  compactAfterTracks?: number;
}

/**
 * Starts the similarity service: describes every published track and live audio upload (features
 * in the worker pool, vectors in the index, a mood point per track), drops what leaves the catalog
 * or expires, and answers SimilarityService and SimilarityAdminService (compaction on demand). Health: the document store, the bus and the index.
 * The caller owns the store, the bus and the index and closes them.
 */
export async function startSimilarityService(options: SimilarityOptions): Promise<HostedService> {
  const { logger, store, bus } = options;
  const tracks = new TrackProfileRecords(store);
  const uploads = new UploadProfileRecords(store);
  const archive = new FeatureRecords(store);
  await Promise.all([tracks.ensureIndexes(), uploads.ensureIndexes()]).catch((error: unknown) =>
    logger.warn({ err: error }, 'indexes not ensured yet'),
  );
  const index = new SoundIndex(options.vectors);
  await index.ensureSpaces({ embeddingSize: EMBEDDING_SIZE, tagCount: TAG_NAMES.length });
  const media = new MediaLibraryClient(options.mediaAddress);
  const ownPool = options.workers ? undefined : new WorkerPool({ name: 'similarity' });
  const workers = new PooledFeatureWorkers(options.workers ?? ownPool!, options.ffmpeg);
  await removeStaleScratch([FEATURE_SCRATCH_PREFIX], { logger });
  const pipeline = new FeaturePipeline({
    tracks,
    uploads,
    archive,
    media,
    workers,
    index,
    logger,
    featuresVersion: AUDIO_FEATURES_VERSION,
    tagNames: TAG_NAMES,
    ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
    ...(options.compactAfterTracks ? { compactAfterTracks: options.compactAfterTracks } : {}),
  });
  const onDue = () => void pipeline.wake();
  const trackVersion = describedVersion(AUDIO_FEATURES_VERSION);
  const changes = { tracks, uploads, archive, index, featuresVersion: AUDIO_FEATURES_VERSION, trackVersion, onDue };
  // Tracks described at another version (new features or new vectors) are described again.
  const outdated = await tracks.markOutdated(trackVersion).catch((error: unknown) => {
    logger.warn({ err: error }, 'tracks of another description version not marked yet');
    return 0;
  });
  if (outdated > 0) logger.info({ tracks: outdated, version: trackVersion }, 'tracks to describe again (new version)');
  const subscription: Subscription = await bus.subscribe(
    { group: GROUP, topics: [CATALOG_TRACKS, UPLOADS], fromBeginning: true },
    (event) => (event.topic === UPLOADS ? applyUpload(changes, event) : applyCatalogTrack(changes, event)),
  );
  pipeline.start();
  const hosted = await hostGrpcService({
    address: options.address,
    logger,
    packageDefinition: loadPackageDefinition(),
    services: [
      {
        name: 'downbeat.similarity.v1.SimilarityService',
        definition: loadProtos().downbeat.similarity.v1.SimilarityService.service,
        implementation: similarityHandlers({
          tracks: new SimilarTracks(tracks, index),
          sections: new SimilarSections({ ...changes, media, workers, pipeline }),
          images: new ImageMatching({ tracks, media, workers }),
          logger,
        }),
      },
      {
        name: 'downbeat.similarity.v1.SimilarityAdminService',
        definition: loadProtos().downbeat.similarity.v1.SimilarityAdminService.service,
        implementation: similarityAdminHandlers({ index, logger }),
      },
    ],
    dependencies: [
      { name: 'documents', isHealthy: () => store.isHealthy() },
      { name: 'events', isHealthy: () => bus.isHealthy() },
      { name: 'vectors', isHealthy: () => options.vectors.isHealthy() },
    ],
  });
  return {
    address: hosted.address,
    readiness: hosted.readiness,
    stop: async () => {
      await subscription.stop();
      await pipeline.stop();
      await hosted.stop();
      media.close();
      await ownPool?.close();
    },
  };
}
