// Original file: protos/versions/v1/versions.proto

import type { Waveform as _downbeat_versions_v1_Waveform, Waveform__Output as _downbeat_versions_v1_Waveform__Output } from '../../../downbeat/versions/v1/Waveform';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../google/protobuf/Timestamp';

export interface JobResult {
  /**
   * Signed links, valid 24 hours from the GetJob call.
   */
  'previewUrl'?: (string);
  'highQualityUrl'?: (string);
  /**
   * Present when include_waveform was set.
   */
  'waveform'?: (_downbeat_versions_v1_Waveform | null);
  'expires'?: (_google_protobuf_Timestamp | null);
  '_waveform'?: "waveform";
}

export interface JobResult__Output {
  /**
   * Signed links, valid 24 hours from the GetJob call.
   */
  'previewUrl': (string);
  'highQualityUrl': (string);
  /**
   * Present when include_waveform was set.
   */
  'waveform'?: (_downbeat_versions_v1_Waveform__Output | null);
  'expires': (_google_protobuf_Timestamp__Output | null);
  '_waveform'?: "waveform";
}
