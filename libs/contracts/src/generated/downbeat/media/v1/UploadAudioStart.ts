// Original file: protos/media/v1/media.proto


export interface UploadAudioStart {
  'partnerId'?: (string);
  /**
   * As sent by the client; informational only (the content decides the format).
   */
  'fileName'?: (string);
}

export interface UploadAudioStart__Output {
  'partnerId': (string);
  /**
   * As sent by the client; informational only (the content decides the format).
   */
  'fileName': (string);
}
