/**
 * Errors are values with a kind. Each edge maps the kind once: gRPC status in grpc/status.ts,
 * HTTP status in the gateway. Nothing inspects error messages to decide what happened.
 */
/** Every kind of error, once; `ErrorKind` is one of them. */
export const ERROR_KINDS = [
  'invalid-argument',
  'unauthenticated',
  'forbidden',
  'not-found',
  'already-exists',
  'failed-precondition',
  /** An Idempotency-Key used again with a different request: HTTP 422 (the IETF Idempotency-Key draft). */
  'idempotency-conflict',
  'resource-exhausted',
  /** A request body (an upload) over its size limit: HTTP 413. */
  'payload-too-large',
  /** A request body (an upload) of a format the operation does not take, judged by content: HTTP 415. */
  'unsupported-media-type',
  /** A method the resource does not have (HTTP 405 with Allow); an HTTP edge's own refusal. */
  'method-not-allowed',
  'unavailable',
  'deadline-exceeded',
  'internal',
] as const;

export type ErrorKind = (typeof ERROR_KINDS)[number];

/** One offending field of a request: `key` is the parameter or body field name. */
export interface FieldViolation {
  key: string;
  messages: string[];
}

export class DomainError extends Error {
  override readonly name = 'DomainError';
  /** When a retry may succeed, for a refusal that passes (`resource-exhausted`): HTTP `Retry-After`. */
  readonly retryAfterSeconds: number | undefined;
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly violations: FieldViolation[] = [],
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

export const invalidArgument = (message: string, violations: FieldViolation[] = []) =>
  new DomainError('invalid-argument', message, violations);
export const notFound = (message: string) => new DomainError('not-found', message);
export const unauthenticated = (message = 'Invalid credentials') => new DomainError('unauthenticated', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const alreadyExists = (message: string) => new DomainError('already-exists', message);
/** The same Idempotency-Key came with a different request; the violation names the header. */
export const idempotencyConflict = (message: string) =>
  new DomainError('idempotency-conflict', message, [
    { key: 'Idempotency-Key', messages: ['was already used for a different request'] },
  ]);
export const payloadTooLarge = (message: string, violations: FieldViolation[] = []) =>
  new DomainError('payload-too-large', message, violations);
export const unsupportedMediaType = (message: string, violations: FieldViolation[] = []) =>
  new DomainError('unsupported-media-type', message, violations);
/** Too many attempts for now: try again in `retryAfterSeconds` (HTTP 429 with Retry-After). */
export const tooManyAttempts = (message: string, retryAfterSeconds: number) =>
  new DomainError('resource-exhausted', message, [], { retryAfterSeconds });
export const unavailable = (message: string, cause?: unknown) => new DomainError('unavailable', message, [], { cause });

const KINDS: ReadonlySet<string> = new Set(ERROR_KINDS);

export const isErrorKind = (value: unknown): value is ErrorKind => typeof value === 'string' && KINDS.has(value);

export function isDomainError(error: unknown, kind?: ErrorKind): error is DomainError {
  return error instanceof DomainError && (kind === undefined || error.kind === kind);
}

/** Kinds that say "not now" rather than "not this": the same work may succeed when tried again later. */
const PASSING_KINDS: ReadonlySet<ErrorKind> = new Set(['unavailable', 'deadline-exceeded', 'resource-exhausted']);

/** A failure of the moment (a dependency down, a deadline, a full queue), not of the request itself. */
export const isPassingFailure = (error: unknown): error is DomainError =>
  error instanceof DomainError && PASSING_KINDS.has(error.kind);
