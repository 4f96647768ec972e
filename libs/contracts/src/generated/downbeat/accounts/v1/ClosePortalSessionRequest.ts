// Original file: protos/accounts/v1/accounts.proto


export interface ClosePortalSessionRequest {
  'sessionToken'?: (string);
}

export interface ClosePortalSessionRequest__Output {
  'sessionToken': (string);
}
