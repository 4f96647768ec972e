import {
  credentials,
  type Client,
  type ClientReadableStream,
  type ClientWritableStream,
  type ServiceError,
} from '@grpc/grpc-js';
import { type DomainError } from '../errors/domain-error';
import { fromGrpcError } from './status';

export type GrpcCallback<Response> = (error: ServiceError | null, response?: Response) => void;

export interface CallOptions {
  /** Milliseconds until the call is abandoned (default 2 s). */
  deadlineMs?: number;
}

/**
 * Calls a unary method with a deadline and turns gRPC errors into DomainErrors named after the
 * peer, e.g. `await call('catalog', (options, done) => client.listTracks(request, options, done))`.
 */
export function call<Response>(
  peer: string,
  invoke: (options: { deadline: Date }, done: GrpcCallback<Response>) => void,
  options: CallOptions = {},
): Promise<Response> {
  const deadline = new Date(Date.now() + (options.deadlineMs ?? 2_000));
  return new Promise((resolve, reject) => {
    invoke({ deadline }, (error, response) => {
      if (error) reject(fromGrpcError(error, peer));
      else resolve(response as Response);
    });
  });
}

/** A client-streaming call in progress: send messages with backpressure, then end it for the answer. */
export interface OutgoingStream<Message, Response> {
  /** Resolves when the message is handed to the transport (waits while its buffer is full). */
  write(message: Message): Promise<void>;
  /** Half-closes the call and resolves with the server's answer (or rejects with its error). */
  end(): Promise<Response>;
  /** Abandons the call: the server sees CANCELLED. The answer promise rejects; nobody needs to await it. */
  cancel(): void;
}

/**
 * Opens a client-streaming call with a deadline; errors become DomainErrors named after the peer,
 * as with `call`. `write` rejects once the call failed (the server refused early, the deadline passed).
 */
export function openStream<Message, Response>(
  peer: string,
  open: (options: { deadline: Date }, done: GrpcCallback<Response>) => ClientWritableStream<Message>,
  options: CallOptions = {},
): OutgoingStream<Message, Response> {
  const deadline = new Date(Date.now() + (options.deadlineMs ?? 2_000));
  let failure: DomainError | undefined;
  let stream!: ClientWritableStream<Message>;
  const answer = new Promise<Response>((resolve, reject) => {
    stream = open({ deadline }, (error, response) => {
      if (error) {
        failure = fromGrpcError(error, peer);
        reject(failure);
      } else resolve(response as Response);
    });
  });
  answer.catch(() => undefined);
  // Write errors repeat the call's status, which the answer reports.
  stream.on('error', () => undefined);
  return {
    async write(message) {
      if (failure) throw failure;
      if (stream.write(message)) return;
      await new Promise<void>((resolve, reject) => {
        const settle = () => {
          stream.off('drain', settle);
          if (failure) reject(failure);
          else resolve();
        };
        stream.on('drain', settle);
        answer.then(settle, settle);
      });
    },
    end() {
      stream.end();
      return answer;
    },
    cancel() {
      stream.cancel();
    },
  };
}

/**
 * Reads a server-streaming call with a deadline for the whole stream; errors become DomainErrors
 * named after the peer, as with `call`. Leaving the loop early cancels the call.
 */
export async function* readStream<Message>(
  peer: string,
  open: (options: { deadline: Date }) => ClientReadableStream<Message>,
  options: CallOptions = {},
): AsyncGenerator<Message> {
  const stream = open({ deadline: new Date(Date.now() + (options.deadlineMs ?? 2_000)) });
  let finished = false;
  try {
    for await (const message of stream) yield message as Message;
    finished = true;
  } catch (error) {
    finished = true;
    throw isServiceError(error) ? fromGrpcError(error, peer) : error;
  } finally {
    if (!finished) stream.cancel();
  }
}

const isServiceError = (error: unknown): error is ServiceError =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'number';

/**
 * Channel options shared by every client: fail fast when the peer is down, reconnect quickly, and
 * spread calls round-robin over every address the name resolves to (headless Services in
 * Kubernetes); servers cap connection age so clients re-resolve and find new pods.
 */
export const clientChannelOptions = {
  'grpc.initial_reconnect_backoff_ms': 200,
  'grpc.max_reconnect_backoff_ms': 2_000,
  'grpc.keepalive_time_ms': 30_000,
  'grpc.service_config': JSON.stringify({ loadBalancingConfig: [{ round_robin: {} }] }),
};

export const insecure = () => credentials.createInsecure();

export function closeClient(client: Client): void {
  client.close();
}
