// Original file: protos/media/v1/media.proto


export interface GetAudioUploadAnalysisRequest {
  'partnerId'?: (string);
  'audioUploadId'?: (string);
}

export interface GetAudioUploadAnalysisRequest__Output {
  'partnerId': (string);
  'audioUploadId': (string);
}
