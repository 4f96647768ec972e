// Original file: protos/accounts/v1/admin.proto


export interface CreateApiKeyRequest {
  'partnerId'?: (string);
  'name'?: (string);
}

export interface CreateApiKeyRequest__Output {
  'partnerId': (string);
  'name': (string);
}
