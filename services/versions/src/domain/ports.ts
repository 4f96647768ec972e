/**
 * What the domain needs from outside: error values, the blob store's shape, media, and its two
 * repositories (implemented in `store/`, which holds every query and update document).
 */
export { alreadyExists, DomainError, notFound, type BlobStore } from '@downbeat/platform';
import { DomainError } from '@downbeat/platform';
import type { JobResultKeys, VersionJob } from './jobs';
import type { PartnerWebhook, WebhookDelivery } from './webhooks';

export const failedPreconditionOf = (message: string) => new DomainError('failed-precondition', message);

/** Media, as versions needs it (adapters/media-client.ts over gRPC). */
export interface TrackAnalysisFacts {
  ready: boolean;
  message: string;
  masterSha256: string;
  beats: Array<{ time: number; value: number }>;
}

export interface VersionLinks {
  previewUrl: string;
  highQualityUrl: string;
  expires: Date;
}

export interface MediaPort {
  trackAnalysis(trackId: string): Promise<TrackAnalysisFacts>;
  versionLinks(jobId: string): Promise<VersionLinks>;
  close(): void;
}

/** The jobs (store/job-repository.ts). Every status change is one conditional write. */
export interface JobStore {
  /** Throws DomainError('already-exists') when the id is taken. */
  insert(job: VersionJob): Promise<void>;
  get(jobId: string): Promise<VersionJob | null>;
  /** A job as its owner sees it: another partner's or user's job does not exist. */
  findOwned(jobId: string, partnerId: string, userId: string): Promise<VersionJob | null>;
  findByIdempotencyKey(partnerId: string, userId: string, idempotencyKey: string): Promise<VersionJob | null>;
  /** PENDING → PROCESSING, or a dead worker's PROCESSING job taken over; false when not ours to take. */
  claim(jobId: string, owner: string, now: number, leaseMs: number): Promise<boolean>;
  renew(jobId: string, owner: string, until: number): Promise<boolean>;
  /** Lets the lease run out now, so the next sweep retries the job (it stays PROCESSING). */
  release(jobId: string, owner: string, now: number): Promise<boolean>;
  /** As release, for a render this worker gave up because it stops: the attempt does not count. */
  handBack(jobId: string, owner: string, now: number): Promise<boolean>;
  complete(jobId: string, owner: string, results: JobResultKeys[], now: number): Promise<boolean>;
  /** Fails a job held by `owner`, or (owner null) one not finished yet. */
  fail(jobId: string, owner: string | null, message: string, now: number): Promise<boolean>;
  /** Jobs a worker should look at: PENDING for a while (a lost queue message) or with a lapsed lease. */
  waiting(now: number, pendingForMs: number, limit?: number): Promise<VersionJob[]>;
}

/** Partners' webhooks and their deliveries (store/webhook-repository.ts). */
export interface WebhookStore {
  set(webhook: PartnerWebhook): Promise<void>;
  get(partnerId: string): Promise<PartnerWebhook | null>;
  /** Removes the webhook and its pending deliveries; false when there was none. */
  delete(partnerId: string): Promise<boolean>;
  /** Stores a delivery once: a redelivered status event finds it there and adds nothing. */
  enqueue(delivery: WebhookDelivery): Promise<void>;
  due(now: number, limit?: number): Promise<WebhookDelivery[]>;
  /** Takes a due delivery for one attempt, holding it `holdMs`; false when another dispatcher took it. */
  take(delivery: WebhookDelivery, now: number, holdMs: number): Promise<boolean>;
  /** Records an attempt; false when another dispatcher recorded this attempt first. */
  recordAttempt(delivery: WebhookDelivery, update: Partial<WebhookDelivery>): Promise<boolean>;
  /** The delivery log, newest first. */
  list(partnerId: string, limit: number): Promise<WebhookDelivery[]>;
}
