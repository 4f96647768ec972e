// Original file: protos/accounts/v1/accounts.proto


export interface GetCurrentUserRequest {
  'partnerId'?: (string);
  'userId'?: (string);
}

export interface GetCurrentUserRequest__Output {
  'partnerId': (string);
  'userId': (string);
}
