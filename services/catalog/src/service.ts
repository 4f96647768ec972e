import { hostname } from 'node:os';
import { loadPackageDefinition, loadProtos } from '@downbeat/contracts';
import {
  hostGrpcService,
  unavailable,
  type DocumentStore,
  type EventBus,
  type HostedService,
  type Logger,
  outboxBacklog,
} from '@downbeat/platform';
import { AccountsFreeTierSource } from './adapters/accounts-free-tier-source';
import { AccountsPremiumAccess } from './adapters/accounts-premium-access';
import { fixedFreeTierSource } from './adapters/fixed-free-tier-source';
import { MediaIngestClient } from './adapters/media-ingest-client';
import { seedDemoCatalog } from './demo/demo-catalog';
import { catalogReads } from './domain/catalog-reads';
import { DownloadAccess } from './domain/entitlement';
import { FreeTierFollower } from './domain/free-tier-follower';
import { ImageAddresses } from './domain/images';
import { CatalogImporter } from './domain/import/importer';
import { readModelCatalog } from './domain/import/stored-catalog';
import { AnalysisFollower } from './domain/ingest/analysis-follower';
import { SoundEffectIngestion } from './domain/ingest/sound-effect-ingestion';
import { TrackIngestion } from './domain/ingest/track-ingestion';
import { OutboxRelay } from './domain/outbox-relay';
import type { FreeTierSource, MediaIngest, PictureIngest, PremiumAccessSource } from './domain/ports';
import { ChangeFollower } from './domain/read-model/change-follower';
import { recordLocalWrites } from './domain/read-model/local-writes';
import { CatalogReadModel } from './domain/read-model/read-model';
import { adminHandlers } from './grpc/admin-handlers';
import { catalogHandlers } from './grpc/catalog-handlers';
import { withEncodedTracks } from './grpc/encoded-tracks';
import { VersionWatchers } from './grpc/version-watchers';
import { catalogStore, ensureCatalogIndexes, StoredChangeLog } from './store';

export interface CatalogOptions {
  address: string;
  store: DocumentStore;
  logger: Logger;
  /**
   * Where catalog events go (catalog.tracks.v1, catalog.sound-effects.v1), through the outbox
   * relay. It need not be started: the relay starts it on first use and retries. Without one,
   * changes wait in the outbox.
   */
  bus?: Pick<EventBus, 'publish'>;
  /**
   * host:port of the accounts service, for partners' free-tier choices (GetPartnerSettings) and
   * users' premium access (GetCurrentUser, for GetDownloadAccess).
   */
  accountsAddress?: string;
  /** Overrides accountsAddress (tests). Without either, every partner gets the default free tier. */
  freeTierSource?: FreeTierSource;
  /** Overrides accountsAddress (tests). Without either, premium tracks' download access is UNAVAILABLE. */
  premiumAccess?: PremiumAccessSource;
  /**
   * Where media.track-analysis.v1 (track ingestion) and accounts.partner-settings.v1 (partners' new
   * free tiers, applied at once) are consumed from. It need not be started: subscribing is retried
   * in the background.
   */
  analysisEvents?: Pick<EventBus, 'subscribe'>;
  /** host:port of the media service, which ingests the masters of IngestTrack. */
  mediaAddress?: string;
  /** Overrides mediaAddress (tests). Without either, ingests wait for a media that never answers. */
  media?: MediaIngest;
  /**
   * Makes the pictures imports give as `image` (overrides mediaAddress; tests). Without either,
   * records with an `image` cannot be imported (UNAVAILABLE).
   */
  pictures?: PictureIngest;
  /** Where partners reach media's edge, which serves the images (IMAGES_PUBLIC_URL). */
  imagesPublicUrl: string;
  /** How often ingests whose analysis did not come are followed up (default 5 s). */
  ingestFollowUpIntervalMs?: number;
  /** Upserts the demo catalog on start (embedded mode, demos, e2e). */
  seedDemo?: boolean;
  /** Outbox relay poll interval (default 1 s). */
  outboxPollIntervalMs?: number;
  /** How often the change log is polled for other replicas' writes (default 1 s). */
  changePollIntervalMs?: number;
}

export interface CatalogService extends HostedService {
  /** The outbox relay, for tests that need to know when events are out. */
  readonly relay: OutboxRelay | undefined;
  /** What reads are answered from. */
  readonly readModel: CatalogReadModel;
}

/** Starts the catalog service (tracks, collections, moods, genres, sound effects) in this process. */
export async function startCatalogService(options: CatalogOptions): Promise<CatalogService> {
  const { store, logger } = options;
  const stores = catalogStore(store);
  await ensureCatalogIndexes(stores).catch((error: unknown) => logger.warn({ err: error }, 'indexes not ensured yet'));
  const readModel = new CatalogReadModel();
  const images = new ImageAddresses(options.imagesPublicUrl);
  const relay = options.bus
    ? new OutboxRelay({
        outbox: stores.outbox,
        documents: stores.documents,
        bus: options.bus,
        model: readModel,
        images,
        logger,
        pollIntervalMs: options.outboxPollIntervalMs ?? 1_000,
      })
    : undefined;
  const changeLog = new StoredChangeLog(store);
  const follower = new ChangeFollower({
    documents: stores.documents,
    model: readModel,
    log: changeLog,
    logger,
    pollIntervalMs: options.changePollIntervalMs ?? 1_000,
  });
  const mediaClient =
    (!options.media || !options.pictures) && options.mediaAddress
      ? new MediaIngestClient(options.mediaAddress)
      : undefined;
  const pictures = options.pictures ?? mediaClient;
  const importer = new CatalogImporter(stores, {
    catalog: readModelCatalog(readModel, stores.documents),
    ...(pictures ? { pictures } : {}),
    onPending: () => relay?.wake(),
    onWritten: recordLocalWrites(readModel, changeLog),
  });
  const ingestion = new TrackIngestion({
    ingests: stores.trackIngests,
    importer,
    catalog: readModelCatalog(readModel, stores.documents),
    media: options.media ?? mediaClient ?? unreachableMedia,
    logger,
  });
  const soundEffectIngestion = new SoundEffectIngestion({
    ingests: stores.soundEffectIngests,
    importer,
    media: options.media ?? mediaClient ?? unreachableMedia,
    logger,
  });
  const analyses = new AnalysisFollower({
    ingestion,
    soundEffects: soundEffectIngestion,
    logger,
    ...(options.analysisEvents ? { bus: options.analysisEvents } : {}),
    ...(options.ingestFollowUpIntervalMs ? { followUpIntervalMs: options.ingestFollowUpIntervalMs } : {}),
  });
  const accounts =
    !options.freeTierSource && options.accountsAddress
      ? new AccountsFreeTierSource(options.accountsAddress)
      : undefined;
  const freeTierSource = options.freeTierSource ?? accounts ?? fixedFreeTierSource();
  const premiumAccessClient =
    !options.premiumAccess && options.accountsAddress ? new AccountsPremiumAccess(options.accountsAddress) : undefined;
  const reads = catalogReads(readModel, freeTierSource, images);
  const downloads = new DownloadAccess(reads.tracks, options.premiumAccess ?? premiumAccessClient ?? noAccounts);
  const accept = freeTierSource.accept?.bind(freeTierSource);
  const freeTiers =
    options.analysisEvents && accept
      ? new FreeTierFollower({
          bus: options.analysisEvents,
          source: { accept, forgetRemembered: freeTierSource.forgetRemembered?.bind(freeTierSource) },
          onApplied: () => readModel.partnerSettingsChanged(),
          logger,
          group: `catalog-${hostname()}-${process.pid}-partner-settings`,
        })
      : undefined;
  const proto = loadProtos().downbeat.catalog.v1;
  const watchers = new VersionWatchers(readModel);
  const hosted = await hostGrpcService({
    address: options.address,
    logger,
    packageDefinition: loadPackageDefinition(),
    services: [
      {
        name: 'downbeat.catalog.v1.CatalogService',
        definition: withEncodedTracks(proto.CatalogService.service),
        implementation: {
          ...catalogHandlers(reads, downloads, logger),
          WatchCatalogVersion: watchers.handle,
        },
      },
      {
        name: 'downbeat.catalog.v1.CatalogAdminService',
        definition: proto.CatalogAdminService.service,
        implementation: adminHandlers(importer, ingestion, soundEffectIngestion, logger),
      },
    ],
    // Reads need the documents and the loaded read model only: a Kafka outage delays events
    // (outbox), never reads.
    dependencies: [
      { name: 'documents', isHealthy: () => store.isHealthy() },
      { name: 'read model', isHealthy: async () => readModel.isLoaded },
    ],
  });
  // Read from the store at scrape time: the relay may be the one stuck.
  const unsampleBacklog = relay
    ? outboxBacklog.sample(async (set) => set({ outbox: 'catalog' }, await relay.backlog()))
    : () => undefined;
  const stop = async () => {
    unsampleBacklog();
    watchers.close();
    await hosted.stop();
    await analyses.stop();
    await freeTiers?.stop();
    await follower.stop();
    await relay?.stop();
    accounts?.close();
    premiumAccessClient?.close();
    mediaClient?.close();
  };
  try {
    await follower.loadAll();
    if (options.seedDemo) {
      const seeded = await seedDemoCatalog(importer);
      logger.info(seeded, 'demo catalog ready');
    }
  } catch (error) {
    await stop();
    throw error;
  }
  follower.start();
  analyses.start();
  void freeTiers?.start();
  relay?.start();
  await hosted.readiness.probe();
  return { address: hosted.address, readiness: hosted.readiness, relay, readModel, stop };
}

/** Without an accounts service no one's premium access is known: premium downloads wait for it. */
const noAccounts: PremiumAccessSource = {
  premiumAccess: () => Promise.reject(unavailable('accounts is not configured')),
};

/** Without a media service every ingest stays processing; its follow-ups keep asking. */
const unreachableMedia: MediaIngest = {
  ingestMaster: () => Promise.reject(unavailable('media is not configured')),
  trackAnalysis: async () => null,
};
