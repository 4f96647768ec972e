// Original file: protos/accounts/v1/accounts.proto


export interface VerifyApiKeyRequest {
  'key'?: (string);
}

export interface VerifyApiKeyRequest__Output {
  'key': (string);
}
