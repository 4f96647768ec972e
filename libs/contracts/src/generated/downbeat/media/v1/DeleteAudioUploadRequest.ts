// Original file: protos/media/v1/media.proto


export interface DeleteAudioUploadRequest {
  'partnerId'?: (string);
  /**
   * An upload id or a checksum.
   */
  'audioIdOrChecksum'?: (string);
}

export interface DeleteAudioUploadRequest__Output {
  'partnerId': (string);
  /**
   * An upload id or a checksum.
   */
  'audioIdOrChecksum': (string);
}
