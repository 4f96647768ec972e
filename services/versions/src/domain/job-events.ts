/** The events versions publishes about a job: the queue message and each status change. */
import type { EventBus } from '@downbeat/platform';
import { type VersionJob } from './jobs';

export const JOBS_TOPIC = 'versions.jobs.v1';
export const STATUS_TOPIC = 'versions.job-status.v1';
export const WORKER_GROUP = 'versions-workers';

export class JobEvents {
  constructor(private readonly bus: EventBus) {}

  async requested(job: VersionJob): Promise<void> {
    await this.bus.publish({
      topic: JOBS_TOPIC,
      key: job._id,
      type: 'downbeat.versions.job-requested.v1',
      subject: job._id,
      // One queue message per job: a re-publish (the sweeper) stays deduplicable.
      id: `${job._id}:requested`,
      data: {
        jobId: job._id,
        partnerId: job.partnerId,
        userId: job.userId,
        trackId: job.trackId,
        durationMs: job.durationMs,
        loopable: job.loopable,
        requestedAt: new Date(job.createdAt).toISOString(),
      },
    });
  }

  async status(job: VersionJob): Promise<void> {
    await this.bus.publish({
      topic: STATUS_TOPIC,
      key: job._id,
      type: 'downbeat.versions.job-status.v1',
      subject: job._id,
      id: `${job._id}:${job.status}:${job.attempts}`,
      data: {
        jobId: job._id,
        partnerId: job.partnerId,
        userId: job.userId,
        trackId: job.trackId,
        status: job.status,
        message: job.message,
        results: job.results,
        updatedAt: new Date(job.updatedAt).toISOString(),
      },
    });
  }
}
