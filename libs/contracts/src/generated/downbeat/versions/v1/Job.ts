// Original file: protos/versions/v1/versions.proto

import type { JobStatus as _downbeat_versions_v1_JobStatus, JobStatus__Output as _downbeat_versions_v1_JobStatus__Output } from '../../../downbeat/versions/v1/JobStatus';
import type { JobResult as _downbeat_versions_v1_JobResult, JobResult__Output as _downbeat_versions_v1_JobResult__Output } from '../../../downbeat/versions/v1/JobResult';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../google/protobuf/Timestamp';

export interface Job {
  /**
   * A UUID.
   */
  'jobId'?: (string);
  'status'?: (_downbeat_versions_v1_JobStatus);
  /**
   * Empty until COMPLETED.
   */
  'results'?: (_downbeat_versions_v1_JobResult)[];
  /**
   * Human readable.
   */
  'message'?: (string);
  'trackId'?: (string);
  'durationMs'?: (number);
  'loopable'?: (boolean);
  'createdAt'?: (_google_protobuf_Timestamp | null);
  'updatedAt'?: (_google_protobuf_Timestamp | null);
}

export interface Job__Output {
  /**
   * A UUID.
   */
  'jobId': (string);
  'status': (_downbeat_versions_v1_JobStatus__Output);
  /**
   * Empty until COMPLETED.
   */
  'results': (_downbeat_versions_v1_JobResult__Output)[];
  /**
   * Human readable.
   */
  'message': (string);
  'trackId': (string);
  'durationMs': (number);
  'loopable': (boolean);
  'createdAt': (_google_protobuf_Timestamp__Output | null);
  'updatedAt': (_google_protobuf_Timestamp__Output | null);
}
