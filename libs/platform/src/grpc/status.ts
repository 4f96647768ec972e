import { Metadata, status, type ServiceError } from '@grpc/grpc-js';
import { DomainError, type ErrorKind, type FieldViolation } from '../errors/domain-error';

/** The one mapping between error kinds and gRPC status codes, used by servers and clients alike. */
const KIND_TO_STATUS: Record<ErrorKind, status> = {
  'invalid-argument': status.INVALID_ARGUMENT,
  unauthenticated: status.UNAUTHENTICATED,
  forbidden: status.PERMISSION_DENIED,
  'not-found': status.NOT_FOUND,
  'already-exists': status.ALREADY_EXISTS,
  'failed-precondition': status.FAILED_PRECONDITION,
  'resource-exhausted': status.RESOURCE_EXHAUSTED,
  unavailable: status.UNAVAILABLE,
  'deadline-exceeded': status.DEADLINE_EXCEEDED,
  internal: status.INTERNAL,
};

const STATUS_TO_KIND = new Map<status, ErrorKind>(
  Object.entries(KIND_TO_STATUS).map(([kind, code]) => [code, kind as ErrorKind]),
);

/** Trailing metadata key carrying field violations as JSON, so the gateway can name the field. */
const VIOLATIONS_KEY = 'downbeat-field-violations';

export interface GrpcErrorPayload {
  code: status;
  details: string;
  metadata: Metadata;
}

export function toGrpcError(error: unknown): GrpcErrorPayload {
  const metadata = new Metadata();
  if (error instanceof DomainError) {
    if (error.violations.length > 0) metadata.set(VIOLATIONS_KEY, JSON.stringify(error.violations));
    return { code: KIND_TO_STATUS[error.kind], details: error.message, metadata };
  }
  // Never leak internals (stack, driver messages) across the wire.
  return { code: status.INTERNAL, details: 'Internal error', metadata };
}

export function fromGrpcError(error: ServiceError, peer: string): DomainError {
  const kind = STATUS_TO_KIND.get(error.code) ?? 'internal';
  const raw = error.metadata?.get(VIOLATIONS_KEY)[0];
  const violations = typeof raw === 'string' ? (JSON.parse(raw) as FieldViolation[]) : [];
  return new DomainError(kind, peerMessage(kind, peer) ?? error.details, violations, { cause: error });
}

/** Transport failures are described by who failed, not by the transport's wording. */
function peerMessage(kind: ErrorKind, peer: string): string | undefined {
  if (kind === 'unavailable') return `${peer} is unavailable`;
  if (kind === 'deadline-exceeded') return `${peer} did not answer in time`;
  return undefined;
}
