/**
 * RED metrics of a gRPC server, per method, from a server interceptor: one histogram whose
 * `_count` is the rate, whose `grpc_code` tells the errors and whose buckets the duration. Named as
 * OpenTelemetry's `rpc.server.call.duration` appears in Prometheus.
 */
import {
  ResponderBuilder,
  ServerInterceptingCall,
  ServerListenerBuilder,
  status as Status,
  type ServerInterceptor,
} from '@grpc/grpc-js';
import { histogram } from './registry';

const callDuration = histogram({
  name: 'rpc_server_call_duration_seconds',
  help: 'Duration of gRPC calls served, by service, method, call type and status code',
  labelNames: ['rpc_service', 'rpc_method', 'rpc_type', 'grpc_code'] as const,
});

/** Code names as grpc-status documents them (`NOT_FOUND`), indexed by number. */
const CODE_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(Status)
    .filter(([, value]) => typeof value === 'number')
    .map(([name, value]) => [value as number, name]),
);

/**
 * Health checks and reflection are left out: the kubelet's probe every few seconds would be most
 * of a quiet service's traffic, and a Watch stream lasts as long as its connection.
 */
const UNMEASURED = /^\/grpc\.(health|reflection)\./;

/** Times every call from its arrival until its status is sent (or the client cancels it). */
export const grpcMetricsInterceptor: ServerInterceptor = (method, call) => {
  if (UNMEASURED.test(method.path)) return new ServerInterceptingCall(call);
  const started = process.hrtime.bigint();
  const slash = method.path.lastIndexOf('/');
  const labels = {
    rpc_service: method.path.slice(1, slash),
    rpc_method: method.path.slice(slash + 1),
    rpc_type: typeOf(method.requestStream, method.responseStream),
  };
  let ended = false;
  const end = (code: number) => {
    if (ended) return;
    ended = true;
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    callDuration.observe({ ...labels, grpc_code: CODE_NAMES[code] ?? String(code) }, seconds);
  };
  return new ServerInterceptingCall(
    call,
    new ResponderBuilder()
      .withStart((next) => next(new ServerListenerBuilder().withOnCancel(() => end(Status.CANCELLED)).build()))
      .withSendStatus((status, next) => {
        end(status.code ?? Status.OK);
        next(status);
      })
      .build(),
  );
};

function typeOf(requestStream: boolean, responseStream: boolean): string {
  if (requestStream && responseStream) return 'bidi_stream';
  if (requestStream) return 'client_stream';
  return responseStream ? 'server_stream' : 'unary';
}
