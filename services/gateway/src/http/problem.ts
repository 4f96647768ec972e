import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError, type ErrorKind } from '@downbeat/platform';
import type { Logger } from '@downbeat/platform';

/** The one mapping from error kinds to HTTP statuses (DECISIONS.md §2). */
const KIND_TO_HTTP: Record<ErrorKind, number> = {
  'invalid-argument': 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  'already-exists': 409,
  'failed-precondition': 409,
  'resource-exhausted': 429,
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

/** Unknown routes get the spec's error body, not Express's HTML page. */
export const routeNotFound: RequestHandler = (request, response) => {
  response.status(404).json({ message: `No route for ${request.method} ${request.path}` });
};

/** Last middleware: every error leaves as the spec's JSON body; internals are logged, never sent. */
export function errorResponder(logger: Logger): ErrorRequestHandler {
  return (error: unknown, request, response, next) => {
    if (response.headersSent) return next(error);
    const domainError = asDomainError(error);
    const status = httpStatusOf(domainError.kind);
    if (status >= 500)
      logger[status === 500 ? 'error' : 'warn']({ err: error, path: request.path }, domainError.message);
    response.status(status).json(errorBody(domainError));
  };
}

function asDomainError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  // body-parser marks malformed JSON and oversized bodies with a 4xx `status`.
  const status = (error as { status?: number; type?: string }).status;
  if (status === 413) return new DomainError('invalid-argument', 'Request body is too large');
  if (status !== undefined && status >= 400 && status < 500) {
    return new DomainError('invalid-argument', 'Request body is not valid JSON', [
      { key: 'body', messages: ['must be a JSON object'] },
    ]);
  }
  return new DomainError('internal', 'Internal error');
}
