// Original file: protos/media/v1/media.proto


export interface DeleteImageUploadResponse {
  'removedUploadIds'?: (string)[];
}

export interface DeleteImageUploadResponse__Output {
  'removedUploadIds': (string)[];
}
