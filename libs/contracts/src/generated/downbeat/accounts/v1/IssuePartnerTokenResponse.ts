// Original file: protos/accounts/v1/accounts.proto


export interface IssuePartnerTokenResponse {
  'accessToken'?: (string);
  'expiresInSeconds'?: (number);
}

export interface IssuePartnerTokenResponse__Output {
  'accessToken': (string);
  'expiresInSeconds': (number);
}
