// Original file: protos/media/v1/media.proto


export interface DeleteUserImageUploadsRequest {
  'partnerId'?: (string);
  'userId'?: (string);
}

export interface DeleteUserImageUploadsRequest__Output {
  'partnerId': (string);
  'userId': (string);
}
