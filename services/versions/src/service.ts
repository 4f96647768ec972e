import { loadPackageDefinition, loadProtos } from '@downbeat/contracts';
import {
  type BlobStore,
  type DocumentStore,
  type EventBus,
  hostGrpcService,
  type HostedService,
  type Logger,
  removeStaleScratch,
  type WorkerPool,
} from '@downbeat/platform';
import { MediaClient, type MediaPort } from './adapters/media-client';
import { httpsWebhookSender, type WebhookSender } from './adapters/webhook-sender';
import { JobEvents } from './domain/job-events';
import { WebhookSettings } from './domain/webhook-settings';
import { adminHandlers } from './grpc/admin-handlers';
import { WebhookRepository } from './store/webhook-repository';
import { WebhookDispatcher } from './worker/webhook-dispatcher';
import { VersionJobs } from './domain/version-jobs';
import { versionsHandlers } from './grpc/versions-handlers';
import { JobRepository } from './store/job-repository';
import { JOB_SCRATCH_PREFIX, JobRunner } from './worker/job-runner';
import { renderOnPool } from './worker/tasks';

export interface VersionsOptions {
  address: string;
  logger: Logger;
  store: DocumentStore;
  bus: EventBus;
  /** The blob store shared with media: masters are read from it, results written to it. */
  blobs: BlobStore;
  mediaAddress?: string;
  /** Overrides mediaAddress (tests). */
  media?: MediaPort;
  /**
   * Render jobs in this process on this pool (the embedded mode, or a deployment that is its own
   * worker). Without it the service only accepts and reports jobs; `startVersionsWorker` renders.
   */
  workers?: WorkerPool;
  /** How webhooks are POSTed; by default HTTPS trusting the system's CAs plus `webhookCa`. */
  webhookSender?: WebhookSender;
  /** A PEM certificate (or bundle) webhooks also trust: a partner's private CA, a test receiver's. */
  webhookCa?: string;
  /** Lease and sweep timings (tests shorten them). */
  leaseMs?: number;
  sweepMs?: number;
}

export interface VersionsService extends HostedService {
  runner?: JobRunner;
}

/** Starts the versions service: StartJob / GetJob over gRPC, and (with `workers`) the renderers too. */
export async function startVersionsService(options: VersionsOptions): Promise<VersionsService> {
  const repository = new JobRepository(options.store);
  await repository.ensureIndexes();
  const media = mediaPort(options);
  const jobs = new VersionJobs(repository, media, options.blobs, new JobEvents(options.bus));
  const runner = options.workers ? await startRunner(options, repository, media, options.workers) : undefined;
  const webhooks = new WebhookRepository(options.store);
  await webhooks.ensureIndexes();
  const dispatcher = new WebhookDispatcher({
    webhooks,
    jobs,
    bus: options.bus,
    sender: options.webhookSender ?? httpsWebhookSender(options.webhookCa ? { ca: options.webhookCa } : {}),
    logger: options.logger,
  });
  await dispatcher.start();
  const hosted = await hostGrpcService({
    address: options.address,
    logger: options.logger,
    packageDefinition: loadPackageDefinition(),
    services: [
      {
        name: 'downbeat.versions.v1.VersionsService',
        definition: loadProtos().downbeat.versions.v1.VersionsService.service,
        implementation: versionsHandlers(jobs, options.logger),
      },
      {
        name: 'downbeat.versions.v1.VersionsAdminService',
        definition: loadProtos().downbeat.versions.v1.VersionsAdminService.service,
        implementation: adminHandlers(new WebhookSettings(webhooks), options.logger),
      },
    ],
    dependencies: [
      { name: 'documents', isHealthy: () => options.store.isHealthy() },
      { name: 'events', isHealthy: () => options.bus.isHealthy() },
    ],
  });
  return {
    address: hosted.address,
    readiness: hosted.readiness,
    ...(runner ? { runner } : {}),
    async stop() {
      await runner?.stop();
      await dispatcher.stop();
      await hosted.stop();
      if (!options.media) media.close();
    },
  };
}

export interface VersionsWorker {
  runner: JobRunner;
  stop(): Promise<void>;
}

/**
 * The worker's only server: grpc.health.v1 on `address`, SERVING while the document store and the
 * event bus answer. Kubernetes probes it (the worker has no API); nothing else is served.
 */
export function hostWorkerHealth(
  options: Pick<VersionsOptions, 'logger' | 'store' | 'bus'> & { address: string },
): Promise<HostedService> {
  return hostGrpcService({
    address: options.address,
    logger: options.logger,
    services: [],
    dependencies: [
      { name: 'documents', isHealthy: () => options.store.isHealthy() },
      { name: 'events', isHealthy: () => options.bus.isHealthy() },
    ],
  });
}

/** A worker without the gRPC API: the k8s worker Deployment runs this. */
export async function startVersionsWorker(
  options: Omit<VersionsOptions, 'address' | 'workers'> & { workers: WorkerPool },
): Promise<VersionsWorker> {
  const repository = new JobRepository(options.store);
  await repository.ensureIndexes();
  const media = mediaPort(options);
  const runner = await startRunner(options, repository, media, options.workers);
  return {
    runner,
    async stop() {
      await runner.stop();
      if (!options.media) media.close();
    },
  };
}

function mediaPort(options: Pick<VersionsOptions, 'media' | 'mediaAddress'>): MediaPort {
  if (options.media) return options.media;
  if (!options.mediaAddress) throw new Error('versions needs MEDIA_ADDRESS (or a media port)');
  return new MediaClient(options.mediaAddress);
}

async function startRunner(
  options: Omit<VersionsOptions, 'address'>,
  jobs: JobRepository,
  media: MediaPort,
  workers: WorkerPool,
): Promise<JobRunner> {
  const runner = new JobRunner({
    jobs,
    media,
    blobs: options.blobs,
    bus: options.bus,
    logger: options.logger,
    render: (job, signal) => renderOnPool(workers, job, signal),
    concurrency: workers.stats().threads,
    ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
    ...(options.sweepMs ? { sweepMs: options.sweepMs } : {}),
  });
  await removeStaleScratch([JOB_SCRATCH_PREFIX], { logger: options.logger });
  await runner.start();
  return runner;
}
