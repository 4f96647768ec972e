// Original file: protos/media/v1/media.proto


export interface GetImageUploadRequest {
  'partnerId'?: (string);
  'userId'?: (string);
  'imageId'?: (string);
}

export interface GetImageUploadRequest__Output {
  'partnerId': (string);
  'userId': (string);
  'imageId': (string);
}
