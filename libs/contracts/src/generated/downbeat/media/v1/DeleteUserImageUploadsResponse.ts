// Original file: protos/media/v1/media.proto


export interface DeleteUserImageUploadsResponse {
  'removedUploadIds'?: (string)[];
}

export interface DeleteUserImageUploadsResponse__Output {
  'removedUploadIds': (string)[];
}
