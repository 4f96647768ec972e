// Original file: protos/accounts/v1/admin.proto


export interface ListApiKeysRequest {
  'partnerId'?: (string);
}

export interface ListApiKeysRequest__Output {
  'partnerId': (string);
}
