// Original file: protos/catalog/v1/catalog.proto


export interface GetTrackParametersRequest {
  'partnerId'?: (string);
}

export interface GetTrackParametersRequest__Output {
  'partnerId': (string);
}
