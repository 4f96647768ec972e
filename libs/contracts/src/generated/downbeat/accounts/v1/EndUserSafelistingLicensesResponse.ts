// Original file: protos/accounts/v1/accounts.proto


export interface EndUserSafelistingLicensesResponse {
  'ended'?: (number);
}

export interface EndUserSafelistingLicensesResponse__Output {
  'ended': (number);
}
