// Original file: protos/catalog/v1/catalog_admin.proto


export interface GetTrackIngestStatusRequest {
  /**
   * Either the track id or the master's SHA-256 (lowercase hex).
   */
  'trackId'?: (string);
  'masterSha256'?: (string);
}

export interface GetTrackIngestStatusRequest__Output {
  /**
   * Either the track id or the master's SHA-256 (lowercase hex).
   */
  'trackId': (string);
  'masterSha256': (string);
}
