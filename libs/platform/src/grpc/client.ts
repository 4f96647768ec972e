import { credentials, type Client, type ServiceError } from '@grpc/grpc-js';
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
