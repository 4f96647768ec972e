// Original file: protos/catalog/v1/catalog.proto


export interface GetDownloadAccessRequest {
  'partnerId'?: (string);
  /**
   * The partner's end user (empty for a partner acting for no user).
   */
  'userId'?: (string);
  'trackId'?: (string);
}

export interface GetDownloadAccessRequest__Output {
  'partnerId': (string);
  /**
   * The partner's end user (empty for a partner acting for no user).
   */
  'userId': (string);
  'trackId': (string);
}
