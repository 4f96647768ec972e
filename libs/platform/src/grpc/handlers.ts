import type { sendUnaryData, ServerReadableStream, ServerUnaryCall, ServerWritableStream } from '@grpc/grpc-js';
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
      (error: unknown) => callback(logged(logger, error, call.getPath())),
    );
  };
}

/**
 * Adapts an async function to a grpc-js client-streaming handler: it reads the request messages
 * as an async iterable and resolves with the one response. Errors as for `unary`. A call the
 * client cancelled ends the iteration early: the handler must not take a short stream for a
 * whole one (see `call.cancelled`, or have the client end with an explicit last message).
 */
export function clientStreaming<Request, Response>(
  logger: HandlerLogger,
  handle: (messages: AsyncIterable<Request>, call: ServerReadableStream<Request, Response>) => Promise<Response>,
) {
  return (call: ServerReadableStream<Request, Response>, callback: sendUnaryData<Response>): void => {
    handle(call, call).then(
      (response) => callback(null, response),
      (error: unknown) => callback(logged(logger, error, call.getPath())),
    );
  };
}

/**
 * Adapts an async generator to a grpc-js server-streaming handler, writing each message as the
 * client takes it (backpressure). Errors, even after some messages, end the call with their status.
 */
export function serverStreaming<Request, Response>(
  logger: HandlerLogger,
  handle: (request: Request, call: ServerWritableStream<Request, Response>) => AsyncIterable<Response>,
) {
  return (call: ServerWritableStream<Request, Response>): void => {
    const send = async () => {
      for await (const message of handle(call.request, call)) {
        if (call.cancelled) return;
        if (!call.write(message)) await new Promise((resolve) => call.once('drain', resolve));
      }
    };
    send().then(
      () => call.end(),
      (error: unknown) => call.emit('error', logged(logger, error, call.getPath())),
    );
  };
}

/** Logs a failed call in one line (see `unary`) and gives the status to answer it with. */
function logged(logger: HandlerLogger, error: unknown, method: string) {
  const fields = { err: error, method };
  if (!(error instanceof DomainError) || error.kind === 'internal') logger.error(fields, 'handler failed');
  else if (DEPENDENCY_FAILURES.has(error.kind)) logger.warn(fields, error.message);
  else logger.debug(fields, error.message);
  return toGrpcError(error);
}
