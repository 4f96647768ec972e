// Original file: protos/accounts/v1/accounts.proto


export interface GetPortalSessionRequest {
  'sessionToken'?: (string);
}

export interface GetPortalSessionRequest__Output {
  'sessionToken': (string);
}
