// Original file: protos/media/v1/media.proto


export interface GetHlsAccessRequest {
  'partnerId'?: (string);
  /**
   * Empty for a partner-token request.
   */
  'userId'?: (string);
  'trackId'?: (string);
}

export interface GetHlsAccessRequest__Output {
  'partnerId': (string);
  /**
   * Empty for a partner-token request.
   */
  'userId': (string);
  'trackId': (string);
}
