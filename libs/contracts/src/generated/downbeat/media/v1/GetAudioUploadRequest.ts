// Original file: protos/media/v1/media.proto


export interface GetAudioUploadRequest {
  'partnerId'?: (string);
  'audioUploadId'?: (string);
}

export interface GetAudioUploadRequest__Output {
  'partnerId': (string);
  'audioUploadId': (string);
}
