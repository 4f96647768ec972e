import { tmpdir } from 'node:os';
import { loadPackageDefinition, loadProtos } from '@downbeat/contracts';
import { audioTasks } from '@downbeat/audio';
import { locateFfmpeg } from '@downbeat/platform/ffmpeg';
import {
  hostGrpcService,
  removeStaleScratch,
  type BlobStore,
  type DocumentStore,
  type EventBus,
  type HostedService,
  type Logger,
  WorkerPool,
} from '@downbeat/platform';
import { pollingWaits } from './adapters/busy-waits';
import { masterWorkshop, RENDER_SCRATCH_PREFIX } from './adapters/master-workshop';
import { PartnerOrigins } from './adapters/partner-origins';
import { pictureTools } from './adapters/picture-tools';
import { uploadChecks } from './adapters/upload-checks';
import { TempFileStaging } from './adapters/upload-staging';
import { AccessGrants } from './domain/access-grants';
import { AnalysisAnnouncer } from './domain/analysis-events';
import { ImageLibrary } from './domain/image-library';
import { Ingestion } from './domain/ingestion';
import { MediaLinks } from './domain/media-links';
import { MediaSigner, type SigningKeys } from './domain/signing';
import { TrackInsights } from './domain/track-insights';
import { UploadAnnouncer } from './domain/upload-events';
import { Uploads } from './domain/uploads';
import { startEdge } from './edge/edge-server';
import { mediaHandlers } from './grpc/media-handlers';
import { uploadHandlers } from './grpc/upload-handlers';
import { AnalysisRecords } from './store/analysis-records';
import { MediaAssetRecords } from './store/media-asset-records';
import { UploadRecordStore } from './store/upload-records';
import type { FfmpegPaths } from './rendering/render-master';

export const HLS_COOKIE_NAME = 'downbeat_hls';

export interface MediaOptions {
  address: string;
  logger: Logger;
  store: DocumentStore;
  blobs: BlobStore;
  /** Where media.track-analysis.v1 goes; without one, announcements wait in the store. */
  bus?: Pick<EventBus, 'publish'>;
  /** Located (FFMPEG_PATH / FFPROBE_PATH, else the system's) when absent. */
  ffmpeg?: FfmpegPaths;
  signingKeys: SigningKeys;
  edge: {
    host: string;
    port: number;
    /** As partners reach it; the bound address when absent (tests, embedded mode). */
    publicUrl?: string;
    /** The host of the public URL when absent. */
    cookieDomain?: string;
    /** Origins every partner's files may be read from with credentials (`*`: any); besides each partner's own. */
    allowedOrigins: string[];
  };
  /** Accounts, for each partner's allowed origins (edge CORS); without it, only `edge.allowedOrigins`. */
  accountsAddress?: string;
  hlsAccessSeconds: number;
  renderWorkDir?: string;
  /** Where analyses run; a pool of the service's own (closed when it stops) when absent. */
  workers?: WorkerPool;
  uploads?: {
    /** Where incoming uploads wait while they are checked; the system's temp dir when absent. */
    workDir?: string;
    /** How often expired uploads are swept (default a minute). */
    sweepMs?: number;
    /** The clock of upload lifetimes (tests move it). */
    now?: () => Date;
  };
}

export interface MediaService extends HostedService {
  /** Where the media edge listens. */
  edgeUrl: string;
}

/**
 * Starts the media service: ingestion and rendering of masters (HLS AAC in two variants, MP3 128/320),
 * signed links and HLS cookies over gRPC, catalog images (supplied pictures and generated cover
 * art, IngestImage), and the media edge that serves the files behind them.
 * Tracks are analysed while they render (beats, bar positions, BPM, loudness, waveform, highlights);
 * the analysis is served over gRPC and announced on media.track-analysis.v1. Partner uploads (audio,
 * analysed the same way, and end users' images) are announced on media.uploads.v1 and swept when
 * they expire.
 */
export async function startMediaService(options: MediaOptions): Promise<MediaService> {
  const { logger, store, blobs } = options;
  const assets = new MediaAssetRecords(store);
  const uploadRecords = new UploadRecordStore(store);
  await Promise.all([assets.ensureIndexes(), uploadRecords.ensureIndexes()]).catch((error: unknown) =>
    logger.warn({ err: error }, 'indexes not ensured yet'),
  );
  const grants = new AccessGrants(new MediaSigner(options.signingKeys));
  const images = new ImageLibrary({ blobs, tools: pictureTools, logger });
  const partnerOrigins = options.accountsAddress ? new PartnerOrigins(options.accountsAddress, logger) : undefined;
  const analyses = new AnalysisRecords(store);
  const edge = await startEdge({
    host: options.edge.host,
    port: options.edge.port,
    blobs,
    grants,
    images,
    analyses,
    cookieName: HLS_COOKIE_NAME,
    allowedOrigins: options.edge.allowedOrigins,
    ...(partnerOrigins ? { originsOf: (partnerId: string) => partnerOrigins.of(partnerId) } : {}),
    logger,
  });
  const edgeUrl = (options.edge.publicUrl ?? edge.url).replace(/\/+$/, '');
  const announcer = new AnalysisAnnouncer({ assets, analyses, logger, ...(options.bus ? { bus: options.bus } : {}) });
  const workers = options.workers ?? new WorkerPool({ name: 'media' });
  const tools = options.ffmpeg ?? (await locateFfmpeg());
  const uploadAnalyses = new AnalysisRecords(store, 'upload_analyses');
  const uploadAnnouncer = new UploadAnnouncer({
    records: uploadRecords,
    analyses: uploadAnalyses,
    blobs,
    logger,
    ...(options.bus ? { bus: options.bus } : {}),
  });
  const uploads = new Uploads({
    records: uploadRecords,
    analyses: uploadAnalyses,
    blobs,
    staging: new TempFileStaging({ directory: options.uploads?.workDir ?? '' }),
    waits: pollingWaits,
    checks: uploadChecks(tools.ffprobe),
    analyse: (job) => workers.run(audioTasks.analyseTrackFile, job),
    ffmpeg: tools.ffmpeg,
    announcer: uploadAnnouncer,
    logger,
    ...(options.uploads?.now ? { now: options.uploads.now } : {}),
  });
  const sweeping = setInterval(() => {
    uploads.sweep().catch((error: unknown) => logger.warn({ err: error }, 'uploads not swept; retrying later'));
  }, options.uploads?.sweepMs ?? 60_000);
  sweeping.unref();
  void uploads.sweep().catch(() => undefined);
  const ingestion = new Ingestion({
    assets,
    analyses,
    announcer,
    blobs,
    workshop: masterWorkshop({
      blobs,
      tools,
      ...(options.renderWorkDir ? { workDir: options.renderWorkDir } : {}),
    }),
    analyse: (file, signal) => workers.run(audioTasks.analyseTrackFile, { file, ffmpeg: tools.ffmpeg }, { signal }),
    logger,
  });
  await removeStaleScratch([RENDER_SCRATCH_PREFIX], { parent: options.renderWorkDir ?? tmpdir(), logger });
  ingestion.start();
  const links = new MediaLinks({
    assets,
    grants,
    edgeUrl,
    cookieName: HLS_COOKIE_NAME,
    cookieDomain: options.edge.cookieDomain || new URL(edgeUrl).hostname,
    hlsAccessMs: options.hlsAccessSeconds * 1000,
  });
  const hosted = await hostGrpcService({
    address: options.address,
    logger,
    packageDefinition: loadPackageDefinition(),
    services: [
      {
        name: 'downbeat.media.v1.MediaService',
        definition: loadProtos().downbeat.media.v1.MediaService.service,
        implementation: {
          ...mediaHandlers({ links, ingestion, insights: new TrackInsights(analyses), images, blobs, logger }),
          ...uploadHandlers({ uploads, blobs, logger }),
        },
      },
    ],
    dependencies: [{ name: 'documents', isHealthy: () => store.isHealthy() }],
  });
  return {
    address: hosted.address,
    readiness: hosted.readiness,
    edgeUrl,
    stop: async () => {
      // NOT_SERVING and drain first, then the edge and the render in progress.
      await hosted.stop();
      clearInterval(sweeping);
      await Promise.all([edge.stop(), ingestion.stop(), uploadAnnouncer.wake()]);
      if (!options.workers) await workers.close();
      partnerOrigins?.close();
    },
  };
}
