import type {
  ChannelCredentials,
  ChannelOptions,
  Client,
  ClientReadableStream,
  ClientWritableStream,
  ServiceDefinition,
} from '@grpc/grpc-js';
import {
  call,
  clientChannelOptions,
  insecure,
  openStream,
  readStream,
  type CallOptions,
  type GrpcCallback,
  type OutgoingStream,
} from './client';

/**
 * How a generated client's method talks: a unary method returns a call handle, a client-streaming
 * one a writable stream, a server-streaming one a readable stream (a duplex one is both: left out).
 */
type Shape<Method> = Method extends (...args: never[]) => infer Returned
  ? Returned extends ClientWritableStream<never>
    ? Returned extends ClientReadableStream<unknown>
      ? 'duplex'
      : 'client-streaming'
    : Returned extends ClientReadableStream<unknown>
      ? 'server-streaming'
      : 'unary'
  : 'none';

/** A definition's method names, without the `[name: string]` index that grpc-js's ServiceDefinition adds. */
type MethodName<Definition> = string &
  keyof {
    [Name in keyof Definition as string extends Name ? never : number extends Name ? never : Name]: true;
  };

type ShapeOf<GrpcClient, Name extends string> =
  Uncapitalize<Name> extends keyof GrpcClient ? Shape<GrpcClient[Uncapitalize<Name>]> : 'none';

type Wrapped<Method, Kind> = Method extends {
  requestSerialize: (value: infer Request) => Buffer;
  responseDeserialize: (bytes: Buffer) => infer Response;
}
  ? Kind extends 'unary'
    ? (request: Request, options?: CallOptions) => Promise<Response>
    : Kind extends 'client-streaming'
      ? (options?: CallOptions) => OutgoingStream<Request, Response>
      : Kind extends 'server-streaming'
        ? (request: Request, options?: CallOptions) => AsyncGenerator<Response>
        : never
  : never;

/**
 * A service as promises, typed from the proto-loader definition (what may be sent, what comes back
 * with defaults filled in), named as the generated client names them (`getTrack`):
 * unary `(request, options?) => Promise<Response>`, client-streaming `(options?) => OutgoingStream`,
 * server-streaming `(request, options?) => AsyncGenerator<Response>`.
 */
export type PromiseClient<GrpcClient, Definition> = {
  [
    Name in MethodName<Definition> as ShapeOf<GrpcClient, Name> extends
      'unary' | 'client-streaming' | 'server-streaming'
      ? Uncapitalize<Name>
      : never
  ]: Wrapped<Definition[Name], ShapeOf<GrpcClient, Name>>;
};

type Invoker = (...args: unknown[]) => never;

/**
 * Wraps a generated grpc-js client so each method is one awaitable call, e.g.
 * `promiseClient('catalog service', CatalogService.service, client).getTrack({ partnerId, trackId })`.
 * Every method goes through `call`, `openStream` or `readStream`, so the deadline (2 s unless
 * `defaults` or the call says otherwise) and the mapping of gRPC errors to DomainErrors named after
 * `peer` stay in one place.
 */
export function promiseClient<GrpcClient extends Client, Definition extends ServiceDefinition>(
  peer: string,
  service: Definition,
  client: GrpcClient,
  defaults: CallOptions = {},
): PromiseClient<GrpcClient, Definition> {
  const methods: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(service)) {
    const invoke = (client as unknown as Record<string, Invoker>)[name];
    if (typeof invoke !== 'function') throw new Error(`${peer} client has no method ${name}`);
    const send = (...args: unknown[]) => invoke.apply(client, args);
    const options = (given?: CallOptions) => ({ deadlineMs: given?.deadlineMs ?? defaults.deadlineMs });
    const wrapped =
      method.requestStream && method.responseStream
        ? undefined
        : method.requestStream
          ? (given?: CallOptions) =>
              openStream(peer, (callOptions, done: GrpcCallback<unknown>) => send(callOptions, done), options(given))
          : method.responseStream
            ? (request: unknown, given?: CallOptions) =>
                readStream(peer, (callOptions) => send(request, callOptions), options(given))
            : (request: unknown, given?: CallOptions) =>
                call(peer, (callOptions, done) => send(request, callOptions, done), options(given));
    if (wrapped) methods[name.charAt(0).toLowerCase() + name.slice(1)] = wrapped;
  }
  return methods as PromiseClient<GrpcClient, Definition>;
}

/** A generated service constructor as `loadProtos()` gives it: `loadProtos().downbeat.media.v1.MediaService`. */
export type GrpcService<GrpcClient extends Client, Definition extends ServiceDefinition> = (new (
  address: string,
  credentials: ChannelCredentials,
  options?: ChannelOptions,
) => GrpcClient) & { service: Definition };

/** A promise client with its own channel, which `close()` closes. */
export type ConnectedClient<GrpcClient, Definition> = PromiseClient<GrpcClient, Definition> & { close(): void };

/**
 * Opens a channel to `address` (the shared client channel options, plaintext as everywhere inside
 * the cluster) and wraps it as a promise client, e.g.
 * `const media = connectClient('media service', loadProtos().downbeat.media.v1.MediaService, address)`.
 */
export function connectClient<GrpcClient extends Client, Definition extends ServiceDefinition>(
  peer: string,
  Service: GrpcService<GrpcClient, Definition>,
  address: string,
  defaults: CallOptions = {},
): ConnectedClient<GrpcClient, Definition> {
  const client = new Service(address, insecure(), clientChannelOptions);
  return Object.assign(promiseClient(peer, Service.service, client, defaults), { close: () => client.close() });
}
