/**
 * A versions worker: takes jobs from versions.jobs.v1 (and, every few seconds, any job whose queue
 * message was lost or whose worker died — a lapsed lease), renders each on the worker pool and
 * stores the result. The lease is renewed while the render runs; losing it (another worker took
 * over) means this worker's result is not recorded, and both wrote the same keys, so a job ends
 * COMPLETED exactly once with one set of files. A stopping worker does not wait for its renders:
 * it cancels them (their ffmpeg is killed) and hands the jobs back with their leases ended and the
 * attempt not counted, for the next worker's sweep.
 */
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import {
  type BlobStore,
  DomainError,
  type EventBus,
  inScratchDirectory,
  type Logger,
  renewingWhile,
  type Subscription,
} from '@downbeat/platform';
import { type MediaPort } from '../adapters/media-client';
import { JobEvents, JOBS_TOPIC, WORKER_GROUP } from '../domain/job-events';
import { versionJobs } from '../adapters/version-metrics';
import { failureMessage, isPermanent, LEASE_MS, MAX_ATTEMPTS, resultKeys, type VersionJob } from '../domain/jobs';
import type { JobStore } from '../domain/ports';
import type { RenderedVersion, RenderVersionJob } from './render-version';

export interface JobRunnerOptions {
  jobs: JobStore;
  media: MediaPort;
  blobs: BlobStore;
  bus: EventBus;
  logger: Logger;
  /** Runs the render task (on the worker pool); ends early when `signal` aborts. */
  render: (job: RenderVersionJob, signal: AbortSignal) => Promise<RenderedVersion>;
  /** Jobs rendered at once (the worker pool's threads); a queue message waits for a free slot. */
  concurrency?: number;
  leaseMs?: number;
  sweepMs?: number;
  clock?: () => number;
}

/** The scratch directory of each job's render (a worker's start removes stale ones). */
export const JOB_SCRATCH_PREFIX = 'downbeat-version-';

export class JobRunner {
  readonly owner = `worker-${randomUUID()}`;
  private subscription?: Subscription;
  private sweeper?: NodeJS.Timeout;
  private readonly running = new Set<Promise<void>>();
  /** Jobs this worker is rendering: its own sweep must not take them over from itself. */
  private readonly rendering = new Set<string>();
  private readonly events: JobEvents;
  private readonly leaseMs: number;
  private readonly clock: () => number;
  /** Aborted by stop(): renders in progress end, and no job is taken. */
  private readonly stopping = new AbortController();
  private readonly concurrency: number;
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly options: JobRunnerOptions) {
    this.events = new JobEvents(options.bus);
    this.leaseMs = options.leaseMs ?? LEASE_MS;
    this.clock = options.clock ?? Date.now;
    this.concurrency = Math.max(1, options.concurrency ?? 1);
  }

  async start(): Promise<void> {
    this.subscription = await this.options.bus.subscribe(
      { group: WORKER_GROUP, topics: [JOBS_TOPIC], fromBeginning: true },
      async (event) => {
        // The stored job, not the message, is the source of truth: the message is committed once
        // its render has started, and a render that dies with its process is found by the sweep.
        const { jobId } = event.data as { jobId: string };
        await this.slot();
        void this.track(this.run(jobId).finally(() => this.release()));
      },
    );
    const sweepMs = this.options.sweepMs ?? 5_000;
    this.sweeper = setInterval(() => void this.track(this.sweep()), sweepMs);
  }

  async stop(): Promise<void> {
    this.stopping.abort(new DomainError('unavailable', 'the versions worker is stopping'));
    if (this.sweeper) clearInterval(this.sweeper);
    await this.subscription?.stop();
    await Promise.allSettled([...this.running]);
  }

  /** Resolves when fewer than `concurrency` renders run. */
  private slot(): Promise<void> {
    if (this.active < this.concurrency) {
      this.active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(() => resolve()));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }

  /** Jobs left behind: a queue message that never came, a worker that died mid-render. */
  async sweep(): Promise<void> {
    const waiting = await this.options.jobs.waiting(this.clock(), this.leaseMs).catch(() => []);
    for (const job of waiting) {
      if (this.stopping.signal.aborted) return;
      await this.slot();
      try {
        await this.run(job._id);
      } finally {
        this.release();
      }
    }
  }

  /** Claims and renders one job; returns without doing anything when it is not ours to take. */
  async run(jobId: string): Promise<void> {
    if (this.stopping.signal.aborted || this.rendering.has(jobId)) return;
    this.rendering.add(jobId);
    try {
      await this.claimAndRender(jobId);
    } finally {
      this.rendering.delete(jobId);
    }
  }

  private async claimAndRender(jobId: string): Promise<void> {
    const { jobs, logger } = this.options;
    if (!(await jobs.claim(jobId, this.owner, this.clock(), this.leaseMs))) return;
    const job = (await jobs.get(jobId)) as VersionJob;
    await this.events.status(job).catch(() => undefined);
    const renew = () => void jobs.renew(jobId, this.owner, this.clock() + this.leaseMs).catch(() => undefined);
    await renewingWhile(this.leaseMs / 3, renew, () =>
      inScratchDirectory(JOB_SCRATCH_PREFIX, async (workDir) => {
        try {
          const keys = await this.render(job, workDir);
          if (await jobs.complete(jobId, this.owner, [keys], this.clock())) {
            logger.info({ jobId, trackId: job.trackId, durationMs: job.durationMs }, 'track version rendered');
            versionJobs.inc({ outcome: 'completed' });
            await this.publishCurrent(jobId);
          }
        } catch (error) {
          if (this.stopping.signal.aborted) await this.handBack(job);
          else await this.failed(job, error);
        }
      }),
    );
  }

  private async render(job: VersionJob, workDir: string) {
    const { media, blobs } = this.options;
    const analysis = await media.trackAnalysis(job.trackId);
    if (!analysis.ready)
      throw new DomainError('failed-precondition', `the track is not analysed yet (${analysis.message})`);
    const masterFile = path.join(workDir, 'master');
    await pipeline(
      await blobs.read(`masters/track/${job.trackId}/${analysis.masterSha256}`),
      createWriteStream(masterFile),
    );
    const rendered = await this.options.render(
      {
        masterFile,
        beats: analysis.beats,
        barScores: [],
        durationMs: job.durationMs,
        loopable: job.loopable,
        outputDir: path.join(workDir, 'out'),
        scratchDir: workDir,
      },
      this.stopping.signal,
    );
    const keys = resultKeys(job._id);
    await blobs.put(keys.previewBlobKey, await readFile(rendered.files.preview));
    await blobs.put(keys.highQualityBlobKey, await readFile(rendered.files.highQuality));
    await blobs.put(keys.waveformBlobKey, Buffer.from(JSON.stringify(rendered.waveform)));
    return keys;
  }

  private async failed(job: VersionJob, error: unknown): Promise<void> {
    const { jobs, logger } = this.options;
    const attempts = job.attempts;
    if (isPermanent(error) || attempts >= MAX_ATTEMPTS) {
      if (await jobs.fail(job._id, this.owner, failureMessage(error, attempts), this.clock())) {
        // A refusal (a length no bars reach, a track without audio) is the request's; only an
        // outage that outlasted the retries is the operator's to look at.
        logger[isPermanent(error) ? 'info' : 'warn']({ jobId: job._id, err: error }, 'track version failed');
        versionJobs.inc({ outcome: 'failed' });
        await this.publishCurrent(job._id);
      }
      return;
    }
    logger.warn({ jobId: job._id, attempts, err: error }, 'track version render failed; it will be retried');
    versionJobs.inc({ outcome: 'retried' });
    await jobs.release(job._id, this.owner, this.clock()).catch(() => undefined);
  }

  private async handBack(job: VersionJob): Promise<void> {
    const handedBack = await this.options.jobs.handBack(job._id, this.owner, this.clock()).catch(() => false);
    this.options.logger.info({ jobId: job._id, handedBack }, 'track version render handed back: the worker stops');
  }

  private async publishCurrent(jobId: string): Promise<void> {
    const job = await this.options.jobs.get(jobId);
    if (job) await this.events.status(job).catch(() => undefined);
  }

  private async track(work: Promise<void>): Promise<void> {
    this.running.add(work);
    try {
      await work;
    } catch (error) {
      this.options.logger.warn({ err: error }, 'track version worker step failed');
    } finally {
      this.running.delete(work);
    }
  }
}
