// Original file: protos/accounts/v1/accounts.proto


export interface OpenPortalSessionRequest {
  'accessKeyId'?: (string);
  'accessKeySecret'?: (string);
}

export interface OpenPortalSessionRequest__Output {
  'accessKeyId': (string);
  'accessKeySecret': (string);
}
