// Original file: protos/accounts/v1/admin.proto


export interface RotateApiKeyRequest {
  'partnerId'?: (string);
  'apiKeyId'?: (string);
}

export interface RotateApiKeyRequest__Output {
  'partnerId': (string);
  'apiKeyId': (string);
}
