// Original file: protos/media/v1/media.proto


export interface GetBeatsRequest {
  'partnerId'?: (string);
  'trackId'?: (string);
}

export interface GetBeatsRequest__Output {
  'partnerId': (string);
  'trackId': (string);
}
