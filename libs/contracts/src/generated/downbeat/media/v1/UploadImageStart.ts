// Original file: protos/media/v1/media.proto


export interface UploadImageStart {
  'partnerId'?: (string);
  'userId'?: (string);
  'fileName'?: (string);
}

export interface UploadImageStart__Output {
  'partnerId': (string);
  'userId': (string);
  'fileName': (string);
}
