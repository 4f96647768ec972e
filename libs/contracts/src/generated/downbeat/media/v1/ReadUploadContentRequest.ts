// Original file: protos/media/v1/media.proto


export interface ReadUploadContentRequest {
  'partnerId'?: (string);
  /**
   * Images only: the user who uploaded it.
   */
  'userId'?: (string);
  /**
   * An audio upload id or an image id.
   */
  'uploadId'?: (string);
}

export interface ReadUploadContentRequest__Output {
  'partnerId': (string);
  /**
   * Images only: the user who uploaded it.
   */
  'userId': (string);
  /**
   * An audio upload id or an image id.
   */
  'uploadId': (string);
}
