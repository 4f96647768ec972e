// Original file: protos/accounts/v1/admin.proto


export interface RevokeApiKeyRequest {
  'partnerId'?: (string);
  'apiKeyId'?: (string);
}

export interface RevokeApiKeyRequest__Output {
  'partnerId': (string);
  'apiKeyId': (string);
}
