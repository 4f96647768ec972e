// Original file: protos/accounts/v1/accounts.proto


export interface EndSafelistingLicenseRequest {
  'partnerId'?: (string);
  'userId'?: (string);
  'licenseId'?: (string);
}

export interface EndSafelistingLicenseRequest__Output {
  'partnerId': (string);
  'userId': (string);
  'licenseId': (string);
}
