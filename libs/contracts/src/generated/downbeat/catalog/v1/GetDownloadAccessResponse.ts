// Original file: protos/catalog/v1/catalog.proto


export interface GetDownloadAccessResponse {
  /**
   * The track's id as the catalog has it.
   */
  'trackId'?: (string);
  /**
   * The track is premium for this partner (in none of its free-tier collections).
   */
  'isPreviewOnly'?: (boolean);
  'mayDownload'?: (boolean);
}

export interface GetDownloadAccessResponse__Output {
  /**
   * The track's id as the catalog has it.
   */
  'trackId': (string);
  /**
   * The track is premium for this partner (in none of its free-tier collections).
   */
  'isPreviewOnly': (boolean);
  'mayDownload': (boolean);
}
