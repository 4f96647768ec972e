// Original file: protos/media/v1/media.proto


export interface UploadImageRequest {
  'partnerId'?: (string);
  'userId'?: (string);
  'content'?: (Buffer | Uint8Array | string);
  /**
   * As sent by the client; informational only.
   */
  'fileName'?: (string);
}

export interface UploadImageRequest__Output {
  'partnerId': (string);
  'userId': (string);
  'content': (Buffer);
  /**
   * As sent by the client; informational only.
   */
  'fileName': (string);
}
