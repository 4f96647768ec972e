// Original file: protos/media/v1/media.proto

import type { TrackAnalysis as _downbeat_media_v1_TrackAnalysis, TrackAnalysis__Output as _downbeat_media_v1_TrackAnalysis__Output } from '../../../downbeat/media/v1/TrackAnalysis';

export interface GetTrackAnalysisResponse {
  'analysis'?: (_downbeat_media_v1_TrackAnalysis | null);
}

export interface GetTrackAnalysisResponse__Output {
  'analysis': (_downbeat_media_v1_TrackAnalysis__Output | null);
}
