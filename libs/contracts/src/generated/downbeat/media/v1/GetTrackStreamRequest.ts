// Original file: protos/media/v1/media.proto


export interface GetTrackStreamRequest {
  'partnerId'?: (string);
  /**
   * Empty for a partner-token request.
   */
  'userId'?: (string);
  'trackId'?: (string);
}

export interface GetTrackStreamRequest__Output {
  'partnerId': (string);
  /**
   * Empty for a partner-token request.
   */
  'userId': (string);
  'trackId': (string);
}
