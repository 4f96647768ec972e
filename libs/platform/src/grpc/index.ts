export {
  call,
  clientChannelOptions,
  closeClient,
  insecure,
  openStream,
  readStream,
  type CallOptions,
  type GrpcCallback,
  type OutgoingStream,
} from './client';
export {
  connectClient,
  promiseClient,
  type ConnectedClient,
  type GrpcService,
  type PromiseClient,
} from './promise-client';
export { clientStreaming, serverStreaming, unary, type HandlerLogger } from './handlers';
export { GrpcServer, type GrpcServerOptions } from './server';
export { HealthChecker, type HealthVerdict } from './health-client';
export { hostGrpcService, type HostedService, type HostOptions, type ServiceRegistration } from './service-host';
export { fromGrpcError, toGrpcError } from './status';
