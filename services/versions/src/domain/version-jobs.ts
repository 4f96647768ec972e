/**
 * Starting and reading jobs: the rules behind StartJob and GetJob (validation, idempotency,
 * ownership, what a finished job hands out). Ports: the job repository, media, blobs, events.
 */
import { randomUUID } from 'node:crypto';
import {
  alreadyExists,
  DomainError,
  failedPreconditionOf,
  type JobStore,
  type MediaPort,
  notFound,
  type BlobStore,
} from './ports';
import { type JobEvents } from './job-events';
import {
  checkStartRequest,
  reusedIdempotencyKey,
  JOB_NOT_FOUND,
  MESSAGES,
  sameRequest,
  type StartRequest,
  type VersionJob,
} from './jobs';

export interface JobView {
  job: VersionJob;
  results: Array<{ previewUrl: string; highQualityUrl: string; expires: Date; waveform?: unknown }>;
}

export class VersionJobs {
  constructor(
    private readonly jobs: JobStore,
    private readonly media: MediaPort,
    private readonly blobs: BlobStore,
    private readonly events: JobEvents,
    private readonly clock: () => number = Date.now,
  ) {}

  async start(request: StartRequest): Promise<VersionJob> {
    checkStartRequest(request);
    if (request.idempotencyKey) {
      const earlier = await this.jobs.findByIdempotencyKey(request.partnerId, request.userId, request.idempotencyKey);
      if (earlier) {
        if (!sameRequest(earlier, request)) throw reusedIdempotencyKey();
        return earlier;
      }
    }
    const analysis = await this.media.trackAnalysis(request.trackId);
    if (!analysis.ready)
      throw failedPreconditionOf(`The track cannot be edited yet: ${analysis.message || 'it is still being analysed'}`);
    const now = this.clock();
    const job: VersionJob = {
      _id: randomUUID(),
      partnerId: request.partnerId,
      userId: request.userId,
      trackId: request.trackId,
      durationMs: request.durationMs,
      loopable: request.loopable,
      status: 'PENDING',
      message: MESSAGES.PENDING,
      results: [],
      ...(request.idempotencyKey ? { idempotencyKey: request.idempotencyKey } : {}),
      createdAt: now,
      updatedAt: now,
      attempts: 0,
    };
    await this.jobs.insert(job).catch(async (error: unknown) => {
      if (!(error instanceof DomainError && error.kind === 'already-exists')) throw error;
      throw alreadyExists('A job with this id exists');
    });
    // Stored first: if publishing fails, the workers' sweep finds the job PENDING and runs it.
    await this.events.requested(job).catch(() => undefined);
    await this.events.status(job).catch(() => undefined);
    return job;
  }

  async get(jobId: string, partnerId: string, userId: string, withWaveform: boolean): Promise<JobView> {
    const job = await this.jobs.findOwned(jobId, partnerId, userId);
    if (!job) throw notFound(JOB_NOT_FOUND);
    if (job.status !== 'COMPLETED') return { job, results: [] };
    const links = await this.media.versionLinks(job._id);
    const results = await Promise.all(
      job.results.map(async (keys) => ({
        previewUrl: links.previewUrl,
        highQualityUrl: links.highQualityUrl,
        expires: links.expires,
        ...(withWaveform
          ? { waveform: JSON.parse((await this.blobs.readAll(keys.waveformBlobKey)).toString('utf8')) }
          : {}),
      })),
    );
    return { job, results };
  }
}
