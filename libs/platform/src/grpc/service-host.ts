import type { ServiceDefinition, UntypedHandleCall } from '@grpc/grpc-js';
import type { PackageDefinition } from '@grpc/proto-loader';
import type { Logger } from 'pino';
import { Readiness, type DependencyProbe } from '../health/readiness';
import { GrpcServer } from './server';

export interface ServiceRegistration {
  /** Fully qualified name, e.g. `downbeat.catalog.v1.CatalogService`; also a health service name. */
  name: string;
  definition: ServiceDefinition;
  /** Handlers by method name; a method without one answers UNIMPLEMENTED until its capability lands. */
  implementation: Partial<Record<string, UntypedHandleCall>>;
}

export interface HostOptions {
  /** host:port to bind; `127.0.0.1:0` picks a free loopback port (embedded mode). */
  address: string;
  logger: Logger;
  services: ServiceRegistration[];
  dependencies: DependencyProbe[];
  packageDefinition?: PackageDefinition;
  probeIntervalMs?: number;
}

export interface HostedService {
  /** host:port clients dial. */
  readonly address: string;
  readonly readiness: Readiness;
  /** Health NOT_SERVING, refuse new calls, let in-flight calls finish. */
  stop(): Promise<void>;
}

/**
 * Starts one service's gRPC server: its services, grpc.health.v1 driven by dependency probes, and
 * reflection. The same host runs in its own process (distributed) and on loopback (embedded).
 */
export async function hostGrpcService(options: HostOptions): Promise<HostedService> {
  const readiness = new Readiness(
    options.services.map((service) => service.name),
    options.dependencies,
    options.logger,
    options.probeIntervalMs,
  );
  const server = new GrpcServer({
    address: options.address,
    readiness,
    ...(options.packageDefinition ? { packageDefinition: options.packageDefinition } : {}),
  });
  for (const service of options.services) server.addService(service.definition, service.implementation);
  // Probe before binding, so the first health answer is already the honest one.
  await readiness.start();
  const port = await server.start();
  const host = options.address.slice(0, options.address.lastIndexOf(':'));
  const address = `${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${port}`;
  options.logger.info({ address, services: options.services.map((service) => service.name) }, 'gRPC server listening');
  return { address, readiness, stop: () => server.stop() };
}
