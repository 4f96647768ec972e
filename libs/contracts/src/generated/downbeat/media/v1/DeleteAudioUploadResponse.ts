// Original file: protos/media/v1/media.proto


export interface DeleteAudioUploadResponse {
  'removedUploadIds'?: (string)[];
}

export interface DeleteAudioUploadResponse__Output {
  'removedUploadIds': (string)[];
}
