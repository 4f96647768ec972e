import type { sendUnaryData, ServerUnaryCall } from '@grpc/grpc-js';
import { toGrpcError } from './status';

export interface HandlerLogger {
  error(object: object, message: string): void;
}

/**
 * Adapts an async function to a grpc-js unary handler. Thrown DomainErrors become their status;
 * anything else is logged and answered as INTERNAL without internals.
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
        if (payload.details === 'Internal error') logger.error({ err: error, path: call.getPath() }, 'handler failed');
        callback(payload);
      },
    );
  };
}
