// Original file: protos/accounts/v1/accounts.proto


export interface GetSafelistingLicenseRequest {
  'partnerId'?: (string);
  'userId'?: (string);
  'licenseId'?: (string);
}

export interface GetSafelistingLicenseRequest__Output {
  'partnerId': (string);
  'userId': (string);
  'licenseId': (string);
}
