import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { GetJobRequest as _downbeat_versions_v1_GetJobRequest, GetJobRequest__Output as _downbeat_versions_v1_GetJobRequest__Output } from './downbeat/versions/v1/GetJobRequest';
import type { GetJobResponse as _downbeat_versions_v1_GetJobResponse, GetJobResponse__Output as _downbeat_versions_v1_GetJobResponse__Output } from './downbeat/versions/v1/GetJobResponse';
import type { Job as _downbeat_versions_v1_Job, Job__Output as _downbeat_versions_v1_Job__Output } from './downbeat/versions/v1/Job';
import type { JobResult as _downbeat_versions_v1_JobResult, JobResult__Output as _downbeat_versions_v1_JobResult__Output } from './downbeat/versions/v1/JobResult';
import type { StartJobRequest as _downbeat_versions_v1_StartJobRequest, StartJobRequest__Output as _downbeat_versions_v1_StartJobRequest__Output } from './downbeat/versions/v1/StartJobRequest';
import type { StartJobResponse as _downbeat_versions_v1_StartJobResponse, StartJobResponse__Output as _downbeat_versions_v1_StartJobResponse__Output } from './downbeat/versions/v1/StartJobResponse';
import type { VersionsServiceClient as _downbeat_versions_v1_VersionsServiceClient, VersionsServiceDefinition as _downbeat_versions_v1_VersionsServiceDefinition } from './downbeat/versions/v1/VersionsService';
import type { Waveform as _downbeat_versions_v1_Waveform, Waveform__Output as _downbeat_versions_v1_Waveform__Output } from './downbeat/versions/v1/Waveform';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from './google/protobuf/Timestamp';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  downbeat: {
    versions: {
      v1: {
        GetJobRequest: MessageTypeDefinition<_downbeat_versions_v1_GetJobRequest, _downbeat_versions_v1_GetJobRequest__Output>
        GetJobResponse: MessageTypeDefinition<_downbeat_versions_v1_GetJobResponse, _downbeat_versions_v1_GetJobResponse__Output>
        Job: MessageTypeDefinition<_downbeat_versions_v1_Job, _downbeat_versions_v1_Job__Output>
        JobResult: MessageTypeDefinition<_downbeat_versions_v1_JobResult, _downbeat_versions_v1_JobResult__Output>
        JobStatus: EnumTypeDefinition
        StartJobRequest: MessageTypeDefinition<_downbeat_versions_v1_StartJobRequest, _downbeat_versions_v1_StartJobRequest__Output>
        StartJobResponse: MessageTypeDefinition<_downbeat_versions_v1_StartJobResponse, _downbeat_versions_v1_StartJobResponse__Output>
        /**
         * Track-versions jobs: an edited version of a track at a requested duration. StartJob stores the
         * job PENDING and queues it on versions.jobs.v1; a worker renders it (PENDING → PROCESSING →
         * COMPLETED or FAILED, never back) and publishes each change on versions.job-status.v1.
         * Jobs belong to the partner that started them; another partner's job is NOT_FOUND.
         */
        VersionsService: SubtypeConstructor<typeof grpc.Client, _downbeat_versions_v1_VersionsServiceClient> & { service: _downbeat_versions_v1_VersionsServiceDefinition }
        Waveform: MessageTypeDefinition<_downbeat_versions_v1_Waveform, _downbeat_versions_v1_Waveform__Output>
      }
    }
  }
  google: {
    protobuf: {
      Timestamp: MessageTypeDefinition<_google_protobuf_Timestamp, _google_protobuf_Timestamp__Output>
    }
  }
}

