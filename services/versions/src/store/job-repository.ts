/**
 * The `jobs` collection. Every status change is one conditional update, so two workers can never
 * both move a job: claim only from PENDING or from PROCESSING with a lease that ran out; complete
 * or fail only while holding the lease.
 */
import type { DocumentCollection, DocumentStore } from '@downbeat/platform';
import { type JobResultKeys, MESSAGES, type VersionJob } from '../domain/jobs';
import type { JobStore } from '../domain/ports';

export class JobRepository implements JobStore {
  private readonly jobs: DocumentCollection<VersionJob>;

  constructor(store: DocumentStore) {
    this.jobs = store.collection<VersionJob>('jobs');
  }

  async ensureIndexes(): Promise<void> {
    await this.jobs.ensureIndexes([
      { keys: { partnerId: 1, userId: 1, idempotencyKey: 1 }, name: 'idempotency' },
      { keys: { status: 1, updatedAt: 1 }, name: 'status' },
    ]);
  }

  /** Throws DomainError('already-exists') when the id is taken. */
  insert(job: VersionJob): Promise<void> {
    return this.jobs.insertOne(job);
  }

  get(jobId: string): Promise<VersionJob | null> {
    return this.jobs.findOne({ _id: jobId });
  }

  /** A job as its owner sees it: another partner's or user's job does not exist. */
  findOwned(jobId: string, partnerId: string, userId: string): Promise<VersionJob | null> {
    return this.jobs.findOne({ _id: jobId, partnerId, userId });
  }

  findByIdempotencyKey(partnerId: string, userId: string, idempotencyKey: string): Promise<VersionJob | null> {
    return this.jobs.findOne({ partnerId, userId, idempotencyKey });
  }

  /** PENDING → PROCESSING, or a dead worker's PROCESSING job taken over; false when not ours to take. */
  async claim(jobId: string, owner: string, now: number, leaseMs: number): Promise<boolean> {
    const { matched } = await this.jobs.updateOne(
      { _id: jobId, $or: [{ status: 'PENDING' }, { status: 'PROCESSING', 'lease.until': { $lt: now } }] },
      {
        $set: {
          status: 'PROCESSING',
          message: MESSAGES.PROCESSING,
          lease: { owner, until: now + leaseMs },
          updatedAt: now,
        },
        $inc: { attempts: 1 },
      },
    );
    return matched === 1;
  }

  async renew(jobId: string, owner: string, until: number): Promise<boolean> {
    const { matched } = await this.jobs.updateOne(
      { _id: jobId, status: 'PROCESSING', 'lease.owner': owner },
      { $set: { 'lease.until': until } },
    );
    return matched === 1;
  }

  /** Lets the lease run out now, so the next sweep retries the job (it stays PROCESSING). */
  release(jobId: string, owner: string, now: number): Promise<boolean> {
    return this.renew(jobId, owner, now - 1);
  }

  /** As release, for a render this worker gave up because it stops: the attempt does not count. */
  async handBack(jobId: string, owner: string, now: number): Promise<boolean> {
    const { matched } = await this.jobs.updateOne(
      { _id: jobId, status: 'PROCESSING', 'lease.owner': owner },
      { $set: { 'lease.until': now - 1 }, $inc: { attempts: -1 } },
    );
    return matched === 1;
  }

  async complete(jobId: string, owner: string, results: JobResultKeys[], now: number): Promise<boolean> {
    const { matched } = await this.jobs.updateOne(
      { _id: jobId, status: 'PROCESSING', 'lease.owner': owner },
      {
        $set: { status: 'COMPLETED', message: MESSAGES.COMPLETED, results, updatedAt: now, lease: { owner, until: 0 } },
      },
    );
    return matched === 1;
  }

  async fail(jobId: string, owner: string | null, message: string, now: number): Promise<boolean> {
    const filter = owner
      ? { _id: jobId, status: 'PROCESSING', 'lease.owner': owner }
      : { _id: jobId, status: { $in: ['PENDING', 'PROCESSING'] } };
    const { matched } = await this.jobs.updateOne(filter, {
      $set: { status: 'FAILED', message, updatedAt: now, lease: { owner: owner ?? '', until: 0 } },
    });
    return matched === 1;
  }

  /** Jobs a worker should look at: PENDING for a while (a lost queue message) or with a lapsed lease. */
  waiting(now: number, pendingForMs: number, limit = 20): Promise<VersionJob[]> {
    return this.jobs.find(
      {
        $or: [
          { status: 'PENDING', updatedAt: { $lt: now - pendingForMs } },
          { status: 'PROCESSING', 'lease.until': { $lt: now } },
        ],
      },
      { sort: { updatedAt: 1 }, limit },
    );
  }
}
