// Original file: protos/media/v1/media.proto


export interface GetAudioUploadByChecksumRequest {
  'partnerId'?: (string);
  'checksum'?: (string);
}

export interface GetAudioUploadByChecksumRequest__Output {
  'partnerId': (string);
  'checksum': (string);
}
