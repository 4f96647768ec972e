import type { sendUnaryData, ServerUnaryCall } from '@grpc/grpc-js';
import { DomainError, type ErrorKind } from '../errors/domain-error';
import { toGrpcError } from './status';

export interface HandlerLogger {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
  debug(object: object, message: string): void;
}

/**
 * Kinds that say something this service depends on failed (a peer or store down or too slow): worth
 * a warning here, where the failing hop is known. The other kinds refuse the caller's request; the
 * caller (the gateway) logs those, so here they are debug.
 */
const DEPENDENCY_FAILURES: ReadonlySet<ErrorKind> = new Set(['unavailable', 'deadline-exceeded']);

/**
 * Adapts an async function to a grpc-js unary handler. Thrown DomainErrors become their status and
 * are logged in one line (warn when a dependency failed, debug otherwise); anything else is logged
 * with its stack and answered as INTERNAL without internals.
 */
export function unary<Request, Response>(
  logger: HandlerLogger,
  handle: (request: Request, call: ServerUnaryCall<Request, Response>) => Promise<Response>,
) {
  return (call: ServerUnaryCall<Request, Response>, callback: sendUnaryData<Response>): void => {
    handle(call.request, call).then(
      (response) => callback(null, response),
      (error: unknown) => {
        const payload = toGrpcError(error);
        const fields = { err: error, method: call.getPath() };
        if (!(error instanceof DomainError) || error.kind === 'internal') logger.error(fields, 'handler failed');
        else if (DEPENDENCY_FAILURES.has(error.kind)) logger.warn(fields, error.message);
        else logger.debug(fields, error.message);
        callback(payload);
      },
    );
  };
}
