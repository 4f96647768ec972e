// Original file: protos/accounts/v1/accounts.proto


export interface IssueUserTokenResponse {
  'accessToken'?: (string);
  'expiresInSeconds'?: (number);
}

export interface IssueUserTokenResponse__Output {
  'accessToken': (string);
  'expiresInSeconds': (number);
}
