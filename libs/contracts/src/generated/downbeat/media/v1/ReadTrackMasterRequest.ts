// Original file: protos/media/v1/media.proto


export interface ReadTrackMasterRequest {
  'trackId'?: (string);
  /**
   * The master the caller expects (from catalog.tracks.v1); empty: whatever master is current.
   */
  'masterSha256'?: (string);
}

export interface ReadTrackMasterRequest__Output {
  'trackId': (string);
  /**
   * The master the caller expects (from catalog.tracks.v1); empty: whatever master is current.
   */
  'masterSha256': (string);
}
