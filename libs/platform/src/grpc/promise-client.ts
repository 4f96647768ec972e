import type { Client, ClientReadableStream, ClientWritableStream, ServiceDefinition } from '@grpc/grpc-js';
import { call, type CallOptions, type GrpcCallback } from './client';

/** Whether a generated client's method is unary: streaming methods return a stream, unary ones a call handle. */
type IsUnary<Method> = Method extends (...args: never[]) => infer Returned
  ? Returned extends ClientReadableStream<unknown> | ClientWritableStream<unknown>
    ? false
    : true
  : false;

/** The unary methods of a service, named as the generated client names them (`getTrack`). */
type UnaryName<GrpcClient, Definition> = {
  [Name in keyof Definition & string]: Uncapitalize<Name> extends keyof GrpcClient
    ? IsUnary<GrpcClient[Uncapitalize<Name>]> extends true
      ? Name
      : never
    : never;
}[keyof Definition & string];

/**
 * A service's unary methods as promises: `(request, options?) => Promise<Response__Output>`, typed
 * from the proto-loader definition (what may be sent, what comes back with defaults filled in).
 */
export type PromiseClient<GrpcClient, Definition> = {
  [Name in UnaryName<GrpcClient, Definition> as Uncapitalize<Name>]: Definition[Name] extends {
    requestSerialize: (value: infer Request) => Buffer;
    responseDeserialize: (bytes: Buffer) => infer Response;
  }
    ? (request: Request, options?: CallOptions) => Promise<Response>
    : never;
};

/**
 * Wraps a generated grpc-js client so each unary method is one awaitable call, e.g.
 * `promiseClient('catalog service', CatalogService.service, client).getTrack({ partnerId, trackId })`.
 * Every method goes through `call`, so the deadline (2 s unless `defaults` or the call says
 * otherwise) and the mapping of gRPC errors to DomainErrors named after `peer` stay in one place.
 * Streaming methods are left out: use `openStream` / `readStream` on the client itself.
 */
export function promiseClient<GrpcClient extends Client, Definition extends ServiceDefinition>(
  peer: string,
  service: Definition,
  client: GrpcClient,
  defaults: CallOptions = {},
): PromiseClient<GrpcClient, Definition> {
  const methods: Record<string, (request: unknown, options?: CallOptions) => Promise<unknown>> = {};
  for (const [name, method] of Object.entries(service)) {
    if (method.requestStream || method.responseStream) continue;
    const invoke = (client as unknown as Record<string, UnaryInvoker>)[name];
    if (typeof invoke !== 'function') throw new Error(`${peer} client has no method ${name}`);
    methods[name.charAt(0).toLowerCase() + name.slice(1)] = (request, options) =>
      call(peer, (callOptions, done) => invoke.call(client, request, callOptions, done), {
        deadlineMs: options?.deadlineMs ?? defaults.deadlineMs,
      });
  }
  return methods as PromiseClient<GrpcClient, Definition>;
}

type UnaryInvoker = (request: unknown, options: { deadline: Date }, done: GrpcCallback<unknown>) => unknown;
