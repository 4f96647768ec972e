import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { clientChannelOptions, DomainError, type ErrorKind } from '@downbeat/platform';
import type { Logger } from '@downbeat/platform';
import { MAX_JSON_BODY_BYTES } from './json-body';

/** The one mapping from error kinds to HTTP statuses (DECISIONS.md §2). */
const KIND_TO_HTTP: Record<ErrorKind, number> = {
  'invalid-argument': 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  'already-exists': 409,
  'failed-precondition': 409,
  'idempotency-conflict': 422,
  'resource-exhausted': 429,
  'payload-too-large': 413,
  'unsupported-media-type': 415,
  'method-not-allowed': 405,
  unavailable: 503,
  'deadline-exceeded': 503,
  internal: 500,
};

/** The specification's error body (section 7). */
export interface ErrorBody {
  message: string;
  errors?: { key: string; messages: string[] }[];
}

export function errorBody(error: DomainError): ErrorBody {
  return error.violations.length > 0
    ? { message: error.message, errors: error.violations }
    : { message: error.message };
}

export function httpStatusOf(kind: ErrorKind): number {
  return KIND_TO_HTTP[kind];
}

/**
 * Seconds a client should wait before retrying a 503: the longest the gateway's gRPC channels wait
 * before reconnecting to a peer that went away, so a retry then meets a fresh connection attempt.
 */
export const RETRY_UNAVAILABLE_AFTER_SECONDS = Math.ceil(clientChannelOptions['grpc.max_reconnect_backoff_ms'] / 1000);

/** Every 503 carries Retry-After, as a 429 does (DECISIONS.md §2). */
export function setRetryAfterUnavailable(response: Response): void {
  response.set('Retry-After', String(RETRY_UNAVAILABLE_AFTER_SECONDS));
}

/** Unknown routes get the spec's error body, not Express's HTML page. */
export const routeNotFound: RequestHandler = (request, _response, next) => {
  next(new DomainError('not-found', `No route for ${request.method} ${request.path}`));
};

/**
 * Last middleware: every error leaves as the spec's JSON body and one log line naming the method,
 * the route (the OpenAPI path, not the ids in the URL) and the status. A refused request (4xx) is
 * info and a backing system that is down or slow (503) a warning, both without a stack (see the
 * logger's `err` serializer); only an unexpected error (500) is an error with its stack. Internals
 * are logged, never sent.
 */
export function errorResponder(logger: Logger): ErrorRequestHandler {
  return (error: unknown, request, response, next) => {
    if (response.headersSent) return next(error);
    const domainError = asDomainError(error);
    const status = httpStatusOf(domainError.kind);
    const route = (response.locals.route as string | undefined) ?? 'no route';
    const level = status >= 500 ? (status === 503 ? 'warn' : 'error') : 'info';
    // An unexpected error is logged as it was thrown, with its stack; the others as their kind.
    const err = domainError.kind === 'internal' ? error : domainError;
    logger[level]({ status, method: request.method, route, err }, domainError.message);
    if (status === 503) setRetryAfterUnavailable(response);
    if (domainError.retryAfterSeconds !== undefined) response.set('Retry-After', String(domainError.retryAfterSeconds));
    if (status === 401) response.set('WWW-Authenticate', bearerChallenge(request.headers.authorization, domainError));
    response.status(status).json(errorBody(domainError));
  };
}

/**
 * RFC 6750's challenge: `error="invalid_token"` with the reason when a token was presented (expired,
 * or not valid), the bare scheme when none was (or for the partner token operation's credentials).
 */
function bearerChallenge(authorization: string | undefined, error: DomainError): string {
  const challenge = 'Bearer realm="downbeat"';
  if (!authorization?.trim()) return challenge;
  return `${challenge}, error="invalid_token", error_description="${error.message.replace(/["\\]/g, '')}"`;
}

function asDomainError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  // body-parser marks malformed JSON and oversized bodies with a 4xx `status`.
  const status = (error as { status?: number; type?: string }).status;
  if (status === 413)
    return new DomainError(
      'payload-too-large',
      `Request body is larger than ${MAX_JSON_BODY_BYTES / 1024 / 1024} MB`,
      [{ key: 'body', messages: [`must be at most ${MAX_JSON_BODY_BYTES} bytes`] }],
      { cause: error },
    );
  if (status !== undefined && status >= 400 && status < 500) {
    return new DomainError(
      'invalid-argument',
      'Request body is not valid JSON',
      [{ key: 'body', messages: ['must be a JSON object'] }],
      { cause: error },
    );
  }
  return new DomainError('internal', 'Internal error');
}
