export { call, clientChannelOptions, closeClient, insecure, type CallOptions, type GrpcCallback } from './client';
export { unary, type HandlerLogger } from './handlers';
export { GrpcServer, type GrpcServerOptions } from './server';
export { HealthChecker, type HealthVerdict } from './health-client';
export { hostGrpcService, type HostedService, type HostOptions, type ServiceRegistration } from './service-host';
export { fromGrpcError, toGrpcError } from './status';
