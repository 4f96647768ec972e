// Original file: protos/versions/v1/versions.proto


export interface StartJobRequest {
  'partnerId'?: (string);
  'userId'?: (string);
  'trackId'?: (string);
  /**
   * 1 000 to 300 000.
   */
  'durationMs'?: (number);
  /**
   * Whether the version should loop seamlessly.
   */
  'loopable'?: (boolean);
}

export interface StartJobRequest__Output {
  'partnerId': (string);
  'userId': (string);
  'trackId': (string);
  /**
   * 1 000 to 300 000.
   */
  'durationMs': (number);
  /**
   * Whether the version should loop seamlessly.
   */
  'loopable': (boolean);
}
