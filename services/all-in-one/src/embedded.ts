import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startAccountsService } from '@downbeat/accounts';
import { startCatalogService } from '@downbeat/catalog';
import { startGateway } from '@downbeat/gateway';
import { startMediaService } from '@downbeat/media';
import {
  FilesystemBlobStore,
  keyFromFile,
  serviceLogger,
  SqliteDocumentStore,
  SqliteEventBus,
  SqliteVectorIndex,
  type Logger,
  type ShutdownManager,
  WorkerPool,
} from '@downbeat/platform';
import { startReportingService } from '@downbeat/reporting';
import { InProcessSearchEngine, startSearchService } from '@downbeat/search';
import { startSimilarityService } from '@downbeat/similarity';
import { startVersionsService } from '@downbeat/versions';
import type { EmbeddedConfig } from './config';
import { lockDataDir } from './data-dir-lock';
import { ensureAudioDemo, type AudioDemoResult } from './demo-audio';
import { DemoCatalogStatus } from './demo-status';

/** The order fixes each service's port offset from GRPC_BASE_PORT, matching the distributed defaults. */
const SERVICE_ORDER = ['accounts', 'catalog', 'search', 'media', 'similarity', 'versions', 'reporting'] as const;

function loopbackAddress(basePort: number, service: (typeof SERVICE_ORDER)[number]): string {
  return `127.0.0.1:${basePort === 0 ? 0 : basePort + SERVICE_ORDER.indexOf(service)}`;
}

/** Beside the gateway (8080 → 8090), so a second instance on other ports does not collide. */
const edgePortBeside = (gatewayPort: number) => (gatewayPort === 0 ? 0 : gatewayPort + 10);

export interface Embedded {
  url: string;
  /** How far the demo catalog is (also in `/readyz`). */
  demoStatus: DemoCatalogStatus;
  /** The audio demo's first-start work, in the background (DEMO_AUDIO=on); never rejects. */
  demo: Promise<AudioDemoResult | undefined>;
}

/**
 * Every service in this one process: gRPC between them on loopback ports, the in-process event bus
 * with its log and positions in DATA_DIR/events.sqlite, and one SQLite document store per service
 * (DATA_DIR/documents/<service>.sqlite). Same service code as the distributed mode. The gateway
 * serves as soon as it is up; the audio demo catalog is generated and ingested after.
 */
export async function startEmbedded(
  config: EmbeddedConfig,
  logger: Logger,
  shutdown: ShutdownManager,
): Promise<Embedded> {
  const lock = lockDataDir(config.DATA_DIR);
  // Registered first, so it is released last, after every file is closed.
  shutdown.register('data directory lock', () => lock.release());
  const synchronous = config.SQLITE_SYNCHRONOUS;
  const bus = new SqliteEventBus({ file: path.join(config.DATA_DIR, 'events.sqlite'), synchronous });
  await bus.start();
  shutdown.register('events', () => bus.stop());
  // One pool for the CPU-heavy work of every service here (synthesis, analysis); closed after them.
  const workers = new WorkerPool({
    name: 'shared',
    ...(config.WORKER_THREADS ? { threads: config.WORKER_THREADS } : {}),
  });
  shutdown.register('worker pool', () => workers.close());

  const storeFor = async (service: string) => {
    const documents = path.join(config.DATA_DIR, 'documents');
    const store = new SqliteDocumentStore({
      file: path.join(documents, `${service}.sqlite`),
      synchronous,
      // Data directories of earlier versions held one JSON snapshot per collection here.
      importSnapshotsFrom: path.join(documents, service),
    });
    await store.start();
    shutdown.register(`${service} documents`, () => store.stop());
    return store;
  };
  // Each service logs under its own name, as it would in its own process.
  const at = (service: (typeof SERVICE_ORDER)[number]) => loopbackAddress(config.GRPC_BASE_PORT, service);
  const child = (service: string) => serviceLogger(logger, service);
  const hosted = async <T extends { address: string; stop(): Promise<void> }>(name: string, start: Promise<T>) => {
    const service = await start;
    shutdown.register(`${name} grpc server`, () => service.stop());
    return service;
  };

  const accounts = await hosted(
    'accounts',
    startAccountsService({
      address: at('accounts'),
      logger: child('accounts'),
      store: await storeFor('accounts'),
      signingKeysDir: path.join(config.DATA_DIR, 'keys'),
      bus,
      accessKeyPepper: await keyFromFile(path.join(config.DATA_DIR, 'keys', 'access-key-pepper.key')),
      demoPartner: { accessKeyId: config.DEMO_ACCESS_KEY_ID, accessKeySecret: config.DEMO_ACCESS_KEY_SECRET },
    }),
  );
  // Media before catalog: catalog sends the masters of ingested tracks and pictures to it, and
  // hands out image URLs on its edge.
  const media = await hosted(
    'media',
    startMediaService({
      address: at('media'),
      logger: child('media'),
      store: await storeFor('media'),
      bus,
      blobs: new FilesystemBlobStore({ root: path.join(config.DATA_DIR, 'blobs') }),
      signingKeys: { current: await keyFromFile(path.join(config.DATA_DIR, 'keys', 'media-signing.key')) },
      edge: { host: config.HOST, port: config.EDGE_PORT ?? edgePortBeside(config.PORT), allowedOrigins: [] },
      accountsAddress: accounts.address,
      hlsAccessSeconds: 6 * 60 * 60,
      workers,
      // Incoming uploads wait in the system's temp dir while they are checked, then go to DATA_DIR/blobs.
      uploads: { sweepMs: config.UPLOAD_SWEEP_SECONDS * 1000 },
    }),
  );
  const catalog = await hosted(
    'catalog',
    startCatalogService({
      address: at('catalog'),
      logger: child('catalog'),
      store: await storeFor('catalog'),
      bus,
      analysisEvents: bus,
      accountsAddress: accounts.address,
      mediaAddress: media.address,
      imagesPublicUrl: media.edgeUrl,
      // The metadata-only demo (no audio) when the audio demo is off.
      seedDemo: config.DEMO_AUDIO === 'off',
    }),
  );
  // The in-process index keeps the catalog events it indexed, so it survives restarts.
  const searchEngine = new InProcessSearchEngine({ store: await storeFor('search') });
  const search = await hosted(
    'search',
    startSearchService({ address: at('search'), logger: child('search'), bus, engine: searchEngine }),
  );
  const similarity = await hosted(
    'similarity',
    startSimilarityService({
      address: at('similarity'),
      logger: child('similarity'),
      store: await storeFor('similarity'),
      bus,
      vectors: await vectorIndex(config, shutdown),
      mediaAddress: media.address,
      workers,
    }),
  );
  const versions = await hosted(
    'versions',
    startVersionsService({
      address: at('versions'),
      logger: child('versions'),
      store: await storeFor('versions'),
      bus,
      // Shares media's blob directory: masters are read from it, versions' MP3s written for media's edge.
      blobs: new FilesystemBlobStore({ root: path.join(config.DATA_DIR, 'blobs') }),
      mediaAddress: media.address,
      // Renders on the one worker pool of this process.
      workers,
      leaseMs: config.VERSIONS_LEASE_SECONDS * 1000,
      ...(config.WEBHOOK_CA_FILE ? { webhookCa: readFileSync(config.WEBHOOK_CA_FILE, 'utf8') } : {}),
    }),
  );
  const reporting = await hosted(
    'reporting',
    startReportingService({
      address: at('reporting'),
      logger: child('reporting'),
      bus,
      store: await storeFor('reporting'),
    }),
  );

  const demoStatus = new DemoCatalogStatus();
  const gateway = await startGateway({
    host: config.HOST,
    port: config.PORT,
    logger: child('gateway'),
    upstreams: {
      accounts: accounts.address,
      catalog: catalog.address,
      others: {
        search: search.address,
        media: media.address,
        similarity: similarity.address,
        versions: versions.address,
        reporting: reporting.address,
      },
    },
    ...(config.DEMO_AUDIO === 'on' ? { demoCatalog: () => demoStatus.report() } : {}),
  });
  shutdown.register('gateway http server', () => gateway.stop());
  const demo =
    config.DEMO_AUDIO === 'on'
      ? audioDemo({ config, catalogAddress: catalog.address, logger, shutdown, workers, status: demoStatus })
      : none;
  return { url: gateway.url, demoStatus, demo };
}

const none = Promise.resolve(undefined);

/** Similarity's vectors in DATA_DIR/vectors.sqlite, searched in memory. */
async function vectorIndex(config: EmbeddedConfig, shutdown: ShutdownManager): Promise<SqliteVectorIndex> {
  const vectors = new SqliteVectorIndex({
    file: path.join(config.DATA_DIR, 'vectors.sqlite'),
    synchronous: config.SQLITE_SYNCHRONOUS,
  });
  await vectors.start();
  shutdown.register('vectors', () => vectors.stop());
  return vectors;
}

interface AudioDemoRun {
  config: EmbeddedConfig;
  catalogAddress: string;
  logger: Logger;
  shutdown: ShutdownManager;
  workers: WorkerPool;
  status: DemoCatalogStatus;
}

/** Runs ensureAudioDemo in the background; shutting down stops it between steps. */
function audioDemo(run: AudioDemoRun): Promise<AudioDemoResult | undefined> {
  const { config, catalogAddress, logger, shutdown } = run;
  const abort = new AbortController();
  const demo = ensureAudioDemo({
    dataDir: config.DATA_DIR,
    catalogAddress,
    settings: {
      tracks: config.DEMO_TRACKS,
      soundEffects: config.DEMO_SOUND_EFFECTS,
      ...(config.DEMO_TRACK_SECONDS
        ? { minSeconds: config.DEMO_TRACK_SECONDS, maxSeconds: config.DEMO_TRACK_SECONDS }
        : {}),
    },
    logger,
    signal: abort.signal,
    workers: run.workers,
    status: run.status,
  }).then(
    (result) => {
      if (result.result !== 'failed') logger.info(result, `demo catalog: ready (${result.result})`);
      return result;
    },
    (error: unknown) => {
      if (!abort.signal.aborted) {
        logger.error({ err: error }, 'demo catalog: not ingested; the next start tries again');
        run.status.failed(error instanceof Error ? error.message : String(error));
      }
      return undefined;
    },
  );
  // Registered last, so it stops first, before the services it talks to.
  shutdown.register('demo catalog ingest', async () => {
    abort.abort();
    await demo;
  });
  return demo;
}
