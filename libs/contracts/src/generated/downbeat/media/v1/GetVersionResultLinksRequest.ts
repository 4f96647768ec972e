// Original file: protos/media/v1/media.proto


export interface GetVersionResultLinksRequest {
  'jobId'?: (string);
}

export interface GetVersionResultLinksRequest__Output {
  'jobId': (string);
}
