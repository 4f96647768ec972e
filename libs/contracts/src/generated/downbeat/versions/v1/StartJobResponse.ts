// Original file: protos/versions/v1/versions.proto

import type { Job as _downbeat_versions_v1_Job, Job__Output as _downbeat_versions_v1_Job__Output } from '../../../downbeat/versions/v1/Job';

export interface StartJobResponse {
  'job'?: (_downbeat_versions_v1_Job | null);
}

export interface StartJobResponse__Output {
  'job': (_downbeat_versions_v1_Job__Output | null);
}
