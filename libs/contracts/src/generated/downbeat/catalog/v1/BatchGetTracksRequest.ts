// Original file: protos/catalog/v1/catalog.proto


export interface BatchGetTracksRequest {
  'partnerId'?: (string);
  'trackIds'?: (string)[];
}

export interface BatchGetTracksRequest__Output {
  'partnerId': (string);
  'trackIds': (string)[];
}
