import { Metadata, status, type ServiceError } from '@grpc/grpc-js';
import { DomainError, type ErrorKind, type FieldViolation } from '../errors/domain-error';

/** The one mapping between error kinds and gRPC status codes, used by servers and clients alike. */
const REFINED_KINDS: ReadonlySet<ErrorKind> = new Set([
  'payload-too-large',
  'unsupported-media-type',
  'method-not-allowed',
  'idempotency-conflict',
]);

const KIND_TO_STATUS: Record<ErrorKind, status> = {
  'invalid-argument': status.INVALID_ARGUMENT,
  unauthenticated: status.UNAUTHENTICATED,
  forbidden: status.PERMISSION_DENIED,
  'not-found': status.NOT_FOUND,
  'already-exists': status.ALREADY_EXISTS,
  'failed-precondition': status.FAILED_PRECONDITION,
  'idempotency-conflict': status.FAILED_PRECONDITION,
  'resource-exhausted': status.RESOURCE_EXHAUSTED,
  'payload-too-large': status.RESOURCE_EXHAUSTED,
  'unsupported-media-type': status.INVALID_ARGUMENT,
  'method-not-allowed': status.UNIMPLEMENTED,
  unavailable: status.UNAVAILABLE,
  'deadline-exceeded': status.DEADLINE_EXCEEDED,
  internal: status.INTERNAL,
};

/** Each status's own kind; kinds that share a status (too large, unsupported) travel in metadata. */
const STATUS_TO_KIND = new Map<status, ErrorKind>(
  Object.entries(KIND_TO_STATUS)
    .filter(([kind]) => !REFINED_KINDS.has(kind as ErrorKind))
    .map(([kind, code]) => [code, kind as ErrorKind]),
);

/**
 * Statuses whose kind travels in metadata, arriving without it: a bare UNIMPLEMENTED is a peer whose
 * build lacks the method (a rolling upgrade that reached the caller first), a failure of that peer
 * like any other (`unavailable`, 503 naming it), never a 405 about the caller's request.
 */
const BARE_STATUS_KIND = new Map<status, ErrorKind>([[status.UNIMPLEMENTED, 'unavailable']]);

/** Trailing metadata key carrying field violations as JSON, so the gateway can name the field. */
const VIOLATIONS_KEY = 'downbeat-field-violations';
/**
 * Trailing metadata key naming a kind finer than its status: an upload too large is
 * RESOURCE_EXHAUSTED to any gRPC client, and `payload-too-large` (HTTP 413, not 429) to ours.
 */
const KIND_KEY = 'downbeat-error-kind';
/** Trailing metadata key carrying `retryAfterSeconds`, so the gateway can send Retry-After. */
const RETRY_AFTER_KEY = 'downbeat-retry-after-seconds';

export interface GrpcErrorPayload {
  code: status;
  details: string;
  metadata: Metadata;
}

export function toGrpcError(error: unknown): GrpcErrorPayload {
  const metadata = new Metadata();
  if (error instanceof DomainError) {
    if (error.violations.length > 0) metadata.set(VIOLATIONS_KEY, JSON.stringify(error.violations));
    if (REFINED_KINDS.has(error.kind)) metadata.set(KIND_KEY, error.kind);
    if (error.retryAfterSeconds !== undefined) metadata.set(RETRY_AFTER_KEY, String(error.retryAfterSeconds));
    return { code: KIND_TO_STATUS[error.kind], details: error.message, metadata };
  }
  // Never leak internals (stack, driver messages) across the wire.
  return { code: status.INTERNAL, details: 'Internal error', metadata };
}

export function fromGrpcError(error: ServiceError, peer: string): DomainError {
  const refined = error.metadata?.get(KIND_KEY)[0];
  const kind =
    typeof refined === 'string' &&
    REFINED_KINDS.has(refined as ErrorKind) &&
    KIND_TO_STATUS[refined as ErrorKind] === error.code
      ? (refined as ErrorKind)
      : (STATUS_TO_KIND.get(error.code) ?? BARE_STATUS_KIND.get(error.code) ?? 'internal');
  const raw = error.metadata?.get(VIOLATIONS_KEY)[0];
  const violations = typeof raw === 'string' ? (JSON.parse(raw) as FieldViolation[]) : [];
  const retryAfter = Number(error.metadata?.get(RETRY_AFTER_KEY)[0]);
  return new DomainError(kind, peerMessage(kind, peer) ?? error.details, violations, {
    cause: error,
    ...(Number.isSafeInteger(retryAfter) && retryAfter >= 0 ? { retryAfterSeconds: retryAfter } : {}),
  });
}

/** Transport failures are described by who failed, not by the transport's wording. */
function peerMessage(kind: ErrorKind, peer: string): string | undefined {
  if (kind === 'unavailable') return `${peer} is unavailable`;
  if (kind === 'deadline-exceeded') return `${peer} did not answer in time`;
  return undefined;
}
