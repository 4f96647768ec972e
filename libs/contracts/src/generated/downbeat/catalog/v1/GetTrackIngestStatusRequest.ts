// Original file: protos/catalog/v1/catalog_admin.proto


export interface GetTrackIngestStatusRequest {
  'trackId'?: (string);
}

export interface GetTrackIngestStatusRequest__Output {
  'trackId': (string);
}
