import { Server, ServerCredentials, type ServiceDefinition, type UntypedServiceImplementation } from '@grpc/grpc-js';
import type { PackageDefinition } from '@grpc/proto-loader';
import { ReflectionService } from '@grpc/reflection';
import type { Readiness } from '../health/readiness';
import { grpcMetricsInterceptor } from '../metrics/grpc';

export interface GrpcServerOptions {
  /** host:port to bind; port 0 picks a free port. */
  address: string;
  readiness: Readiness;
  /** The loaded proto package, for server reflection (grpcurl, grpcui, Postman). */
  packageDefinition?: PackageDefinition;
}

/**
 * A gRPC server with the standard health service and server reflection. `stop()` drains:
 * health turns NOT_SERVING, new calls are refused, in-flight calls finish (bounded by a deadline).
 */
export class GrpcServer {
  private readonly server = new Server({
    'grpc.max_receive_message_length': 16 * 1024 * 1024,
    // Clients reconnect (and re-resolve) at least every 5 minutes, so new replicas get traffic.
    'grpc.max_connection_age_ms': 5 * 60_000,
    'grpc.max_connection_age_grace_ms': 30_000,
    // RED per method (rpc_server_call_duration_seconds) for every service, whatever it hosts.
    interceptors: [grpcMetricsInterceptor],
  });
  private boundPort: number | undefined;

  constructor(private readonly options: GrpcServerOptions) {
    options.readiness.health.addToServer(this.server);
    if (options.packageDefinition) new ReflectionService(options.packageDefinition).addToServer(this.server);
  }

  addService(definition: ServiceDefinition, implementation: Partial<UntypedServiceImplementation>): void {
    // grpc-js answers UNIMPLEMENTED for methods without a handler.
    this.server.addService(definition, implementation as UntypedServiceImplementation);
  }

  async start(): Promise<number> {
    this.boundPort = await new Promise<number>((resolve, reject) => {
      this.server.bindAsync(this.options.address, ServerCredentials.createInsecure(), (error, port) =>
        error ? reject(error) : resolve(port),
      );
    });
    return this.boundPort;
  }

  get port(): number {
    if (this.boundPort === undefined) throw new Error('gRPC server is not started');
    return this.boundPort;
  }

  async stop(graceMs = 5_000): Promise<void> {
    this.options.readiness.drain();
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => {
        this.server.forceShutdown();
        resolve();
      }, graceMs);
      this.server.tryShutdown(() => {
        clearTimeout(force);
        resolve();
      });
    });
  }
}
