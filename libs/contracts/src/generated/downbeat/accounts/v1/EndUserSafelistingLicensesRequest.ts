// Original file: protos/accounts/v1/accounts.proto


export interface EndUserSafelistingLicensesRequest {
  'partnerId'?: (string);
  'userId'?: (string);
}

export interface EndUserSafelistingLicensesRequest__Output {
  'partnerId': (string);
  'userId': (string);
}
