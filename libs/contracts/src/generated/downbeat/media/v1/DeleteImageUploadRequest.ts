// Original file: protos/media/v1/media.proto


export interface DeleteImageUploadRequest {
  'partnerId'?: (string);
  'userId'?: (string);
  'imageId'?: (string);
}

export interface DeleteImageUploadRequest__Output {
  'partnerId': (string);
  'userId': (string);
  'imageId': (string);
}
