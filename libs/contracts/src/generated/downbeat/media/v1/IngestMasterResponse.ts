// Original file: protos/media/v1/media.proto

import type { ProcessingState as _downbeat_media_v1_ProcessingState, ProcessingState__Output as _downbeat_media_v1_ProcessingState__Output } from '../../../downbeat/media/v1/ProcessingState';

export interface IngestMasterResponse {
  'state'?: (_downbeat_media_v1_ProcessingState);
  /**
   * Human readable: the failure reason when FAILED (naming the master file), else the progress.
   */
  'message'?: (string);
}

export interface IngestMasterResponse__Output {
  'state': (_downbeat_media_v1_ProcessingState__Output);
  /**
   * Human readable: the failure reason when FAILED (naming the master file), else the progress.
   */
  'message': (string);
}
