/**
 * Track-versions jobs: what a job is, which requests start one, and the rules of its life —
 * PENDING → PROCESSING → COMPLETED or FAILED, never back. A worker holds a job through a lease it
 * renews while it renders; a lease that runs out (the worker died) lets another worker take the
 * job again, up to MAX_ATTEMPTS. Results live at keys fixed by the job id, so a second render of
 * the same job overwrites the first instead of adding to it.
 */
import { DomainError, idempotencyConflict, invalidArgument, type FieldViolation } from '@downbeat/platform';

export type JobStatus = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';

export interface JobResultKeys {
  previewBlobKey: string;
  highQualityBlobKey: string;
  waveformBlobKey: string;
}

export interface VersionJob {
  /** The job id, a UUID. */
  _id: string;
  partnerId: string;
  userId: string;
  trackId: string;
  durationMs: number;
  loopable: boolean;
  status: JobStatus;
  message: string;
  results: JobResultKeys[];
  /** Per partner and user; absent without the header. */
  idempotencyKey?: string;
  /** Epoch ms. */
  createdAt: number;
  updatedAt: number;
  /** The worker rendering it and until when (epoch ms). */
  lease?: { owner: string; until: number };
  attempts: number;
}

export const DURATION_MS = { min: 1_000, max: 300_000 };
export const MAX_ATTEMPTS = 3;
export const LEASE_MS = 30_000;

export const MESSAGES = {
  PENDING: 'The job is waiting for a worker',
  PROCESSING: 'The version is being rendered',
  COMPLETED: 'The version is ready',
} as const;

export const JOB_NOT_FOUND = 'Track versions job was not found';

export interface StartRequest {
  partnerId: string;
  userId: string;
  trackId: string;
  durationMs: number;
  loopable: boolean;
  idempotencyKey?: string;
}

/** Throws INVALID_ARGUMENT naming each offending field. */
export function checkStartRequest(request: StartRequest): void {
  const violations: FieldViolation[] = [];
  if (!request.trackId) violations.push({ key: 'trackId', messages: ['trackId is required'] });
  if (
    !Number.isInteger(request.durationMs) ||
    request.durationMs < DURATION_MS.min ||
    request.durationMs > DURATION_MS.max
  )
    violations.push({
      key: 'durationMs',
      messages: [`durationMs must be an integer from ${DURATION_MS.min} to ${DURATION_MS.max}`],
    });
  if (!request.userId) violations.push({ key: 'userId', messages: ['a user token is required'] });
  if (violations.length) throw invalidArgument(violations.map((v) => v.messages[0]).join('; '), violations);
}

/** The same Idempotency-Key again must carry the same request. */
export function sameRequest(job: VersionJob, request: StartRequest): boolean {
  return job.trackId === request.trackId && job.durationMs === request.durationMs && job.loopable === request.loopable;
}

export const reusedIdempotencyKey = () =>
  idempotencyConflict(
    'This Idempotency-Key was already used for another request (trackId, durationMs or loopable differ); use a new key for a new job',
  );

export const resultKeys = (jobId: string): JobResultKeys => ({
  previewBlobKey: `versions/${jobId}/mp3/128.mp3`,
  highQualityBlobKey: `versions/${jobId}/mp3/320.mp3`,
  waveformBlobKey: `versions/${jobId}/waveform.json`,
});

/** Whether a failure is the job's own (bad input, unusable track) rather than a passing outage. */
export const isPermanent = (error: unknown) =>
  error instanceof DomainError
    ? ['invalid-argument', 'failed-precondition', 'not-found'].includes(error.kind)
    : // Anything else — an outage, a crash (the pool gives a thread's refusal back as its DomainError).
      false;

/** The human-readable reason a job failed. */
export function failureMessage(error: unknown, attempts: number): string {
  const reason = error instanceof Error ? error.message : String(error);
  return attempts >= MAX_ATTEMPTS && !isPermanent(error)
    ? `The version could not be rendered after ${attempts} attempts: ${reason}`
    : `The version could not be made: ${reason}`;
}
