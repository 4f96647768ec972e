// Original file: protos/accounts/v1/accounts.proto


export interface IssuePartnerTokenRequest {
  'accessKeyId'?: (string);
  'accessKeySecret'?: (string);
}

export interface IssuePartnerTokenRequest__Output {
  'accessKeyId': (string);
  'accessKeySecret': (string);
}
