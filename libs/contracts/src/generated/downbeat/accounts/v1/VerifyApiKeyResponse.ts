// Original file: protos/accounts/v1/accounts.proto


export interface VerifyApiKeyResponse {
  'partnerId'?: (string);
  'apiKeyId'?: (string);
}

export interface VerifyApiKeyResponse__Output {
  'partnerId': (string);
  'apiKeyId': (string);
}
