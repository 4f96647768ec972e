// Original file: protos/media/v1/media.proto

import type { AudioUpload as _downbeat_media_v1_AudioUpload, AudioUpload__Output as _downbeat_media_v1_AudioUpload__Output } from '../../../downbeat/media/v1/AudioUpload';
import type { TrackAnalysis as _downbeat_media_v1_TrackAnalysis, TrackAnalysis__Output as _downbeat_media_v1_TrackAnalysis__Output } from '../../../downbeat/media/v1/TrackAnalysis';

export interface GetAudioUploadAnalysisResponse {
  'upload'?: (_downbeat_media_v1_AudioUpload | null);
  /**
   * The same facts as a track's; `track_id` is empty.
   */
  'analysis'?: (_downbeat_media_v1_TrackAnalysis | null);
}

export interface GetAudioUploadAnalysisResponse__Output {
  'upload': (_downbeat_media_v1_AudioUpload__Output | null);
  /**
   * The same facts as a track's; `track_id` is empty.
   */
  'analysis': (_downbeat_media_v1_TrackAnalysis__Output | null);
}
