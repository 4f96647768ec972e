// Original file: protos/media/v1/media.proto

import type { ProcessingState as _downbeat_media_v1_ProcessingState, ProcessingState__Output as _downbeat_media_v1_ProcessingState__Output } from '../../../downbeat/media/v1/ProcessingState';
import type { Beat as _downbeat_media_v1_Beat, Beat__Output as _downbeat_media_v1_Beat__Output } from '../../../downbeat/media/v1/Beat';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../google/protobuf/Timestamp';

/**
 * The analysis of a track's master, the same facts as a media.track-analysis.v1 event.
 */
export interface TrackAnalysis {
  'trackId'?: (string);
  'masterSha256'?: (string);
  'state'?: (_downbeat_media_v1_ProcessingState);
  /**
   * Human readable; the failure reason when FAILED.
   */
  'message'?: (string);
  'lengthSeconds'?: (number | string);
  'bpm'?: (number | string);
  /**
   * Integrated loudness, LUFS (EBU R128).
   */
  'loudnessLufs'?: (number | string);
  'beats'?: (_downbeat_media_v1_Beat)[];
  'analyzedAt'?: (_google_protobuf_Timestamp | null);
  /**
   * Version of the analysis algorithm (libs/audio); a newer version may re-analyse.
   */
  'analysisVersion'?: (number);
  /**
   * Loudness range (LU) and maximum true peak (dBTP), EBU R128.
   */
  'loudnessRangeLu'?: (number | string);
  'truePeakDbtp'?: (number | string);
}

/**
 * The analysis of a track's master, the same facts as a media.track-analysis.v1 event.
 */
export interface TrackAnalysis__Output {
  'trackId': (string);
  'masterSha256': (string);
  'state': (_downbeat_media_v1_ProcessingState__Output);
  /**
   * Human readable; the failure reason when FAILED.
   */
  'message': (string);
  'lengthSeconds': (number);
  'bpm': (number);
  /**
   * Integrated loudness, LUFS (EBU R128).
   */
  'loudnessLufs': (number);
  'beats': (_downbeat_media_v1_Beat__Output)[];
  'analyzedAt': (_google_protobuf_Timestamp__Output | null);
  /**
   * Version of the analysis algorithm (libs/audio); a newer version may re-analyse.
   */
  'analysisVersion': (number);
  /**
   * Loudness range (LU) and maximum true peak (dBTP), EBU R128.
   */
  'loudnessRangeLu': (number);
  'truePeakDbtp': (number);
}
