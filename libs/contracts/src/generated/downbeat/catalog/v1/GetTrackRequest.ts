// Original file: protos/catalog/v1/catalog.proto


export interface GetTrackRequest {
  'partnerId'?: (string);
  'trackId'?: (string);
}

export interface GetTrackRequest__Output {
  'partnerId': (string);
  'trackId': (string);
}
