// Original file: protos/accounts/v1/accounts.proto


export interface IssueUserTokenRequest {
  'partnerId'?: (string);
  'userId'?: (string);
}

export interface IssueUserTokenRequest__Output {
  'partnerId': (string);
  'userId': (string);
}
