// Original file: protos/media/v1/media.proto


export interface UploadAudioRequest {
  'partnerId'?: (string);
  'content'?: (Buffer | Uint8Array | string);
  /**
   * As sent by the client; informational only (the content decides the format).
   */
  'fileName'?: (string);
}

export interface UploadAudioRequest__Output {
  'partnerId': (string);
  'content': (Buffer);
  /**
   * As sent by the client; informational only (the content decides the format).
   */
  'fileName': (string);
}
