// Original file: protos/media/v1/media.proto


export interface GetTrackAnalysisRequest {
  'trackId'?: (string);
}

export interface GetTrackAnalysisRequest__Output {
  'trackId': (string);
}
