// Original file: protos/versions/v1/versions.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { GetJobRequest as _downbeat_versions_v1_GetJobRequest, GetJobRequest__Output as _downbeat_versions_v1_GetJobRequest__Output } from '../../../downbeat/versions/v1/GetJobRequest';
import type { GetJobResponse as _downbeat_versions_v1_GetJobResponse, GetJobResponse__Output as _downbeat_versions_v1_GetJobResponse__Output } from '../../../downbeat/versions/v1/GetJobResponse';
import type { StartJobRequest as _downbeat_versions_v1_StartJobRequest, StartJobRequest__Output as _downbeat_versions_v1_StartJobRequest__Output } from '../../../downbeat/versions/v1/StartJobRequest';
import type { StartJobResponse as _downbeat_versions_v1_StartJobResponse, StartJobResponse__Output as _downbeat_versions_v1_StartJobResponse__Output } from '../../../downbeat/versions/v1/StartJobResponse';

/**
 * Track-versions jobs: an edited version of a track at a requested duration. StartJob stores the
 * job PENDING and queues it on versions.jobs.v1; a worker renders it (PENDING → PROCESSING →
 * COMPLETED or FAILED, never back) and publishes each change on versions.job-status.v1.
 * Jobs belong to the partner that started them; another partner's job is NOT_FOUND.
 */
export interface VersionsServiceClient extends grpc.Client {
  GetJob(argument: _downbeat_versions_v1_GetJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_versions_v1_GetJobResponse__Output>): grpc.ClientUnaryCall;
  GetJob(argument: _downbeat_versions_v1_GetJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_versions_v1_GetJobResponse__Output>): grpc.ClientUnaryCall;
  GetJob(argument: _downbeat_versions_v1_GetJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_versions_v1_GetJobResponse__Output>): grpc.ClientUnaryCall;
  GetJob(argument: _downbeat_versions_v1_GetJobRequest, callback: grpc.requestCallback<_downbeat_versions_v1_GetJobResponse__Output>): grpc.ClientUnaryCall;
  getJob(argument: _downbeat_versions_v1_GetJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_versions_v1_GetJobResponse__Output>): grpc.ClientUnaryCall;
  getJob(argument: _downbeat_versions_v1_GetJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_versions_v1_GetJobResponse__Output>): grpc.ClientUnaryCall;
  getJob(argument: _downbeat_versions_v1_GetJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_versions_v1_GetJobResponse__Output>): grpc.ClientUnaryCall;
  getJob(argument: _downbeat_versions_v1_GetJobRequest, callback: grpc.requestCallback<_downbeat_versions_v1_GetJobResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * INVALID_ARGUMENT: duration outside 1 second to 5 minutes. NOT_FOUND: unknown track.
   * FAILED_PRECONDITION: the track has no finished analysis yet.
   */
  StartJob(argument: _downbeat_versions_v1_StartJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_versions_v1_StartJobResponse__Output>): grpc.ClientUnaryCall;
  StartJob(argument: _downbeat_versions_v1_StartJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_versions_v1_StartJobResponse__Output>): grpc.ClientUnaryCall;
  StartJob(argument: _downbeat_versions_v1_StartJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_versions_v1_StartJobResponse__Output>): grpc.ClientUnaryCall;
  StartJob(argument: _downbeat_versions_v1_StartJobRequest, callback: grpc.requestCallback<_downbeat_versions_v1_StartJobResponse__Output>): grpc.ClientUnaryCall;
  /**
   * INVALID_ARGUMENT: duration outside 1 second to 5 minutes. NOT_FOUND: unknown track.
   * FAILED_PRECONDITION: the track has no finished analysis yet.
   */
  startJob(argument: _downbeat_versions_v1_StartJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_versions_v1_StartJobResponse__Output>): grpc.ClientUnaryCall;
  startJob(argument: _downbeat_versions_v1_StartJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_versions_v1_StartJobResponse__Output>): grpc.ClientUnaryCall;
  startJob(argument: _downbeat_versions_v1_StartJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_versions_v1_StartJobResponse__Output>): grpc.ClientUnaryCall;
  startJob(argument: _downbeat_versions_v1_StartJobRequest, callback: grpc.requestCallback<_downbeat_versions_v1_StartJobResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Track-versions jobs: an edited version of a track at a requested duration. StartJob stores the
 * job PENDING and queues it on versions.jobs.v1; a worker renders it (PENDING → PROCESSING →
 * COMPLETED or FAILED, never back) and publishes each change on versions.job-status.v1.
 * Jobs belong to the partner that started them; another partner's job is NOT_FOUND.
 */
export interface VersionsServiceHandlers extends grpc.UntypedServiceImplementation {
  GetJob: grpc.handleUnaryCall<_downbeat_versions_v1_GetJobRequest__Output, _downbeat_versions_v1_GetJobResponse>;
  
  /**
   * INVALID_ARGUMENT: duration outside 1 second to 5 minutes. NOT_FOUND: unknown track.
   * FAILED_PRECONDITION: the track has no finished analysis yet.
   */
  StartJob: grpc.handleUnaryCall<_downbeat_versions_v1_StartJobRequest__Output, _downbeat_versions_v1_StartJobResponse>;
  
}

export interface VersionsServiceDefinition extends grpc.ServiceDefinition {
  GetJob: MethodDefinition<_downbeat_versions_v1_GetJobRequest, _downbeat_versions_v1_GetJobResponse, _downbeat_versions_v1_GetJobRequest__Output, _downbeat_versions_v1_GetJobResponse__Output>
  StartJob: MethodDefinition<_downbeat_versions_v1_StartJobRequest, _downbeat_versions_v1_StartJobResponse, _downbeat_versions_v1_StartJobRequest__Output, _downbeat_versions_v1_StartJobResponse__Output>
}
