// Original file: protos/accounts/v1/accounts.proto


export interface GetPartnerSettingsRequest {
  'partnerId'?: (string);
}

export interface GetPartnerSettingsRequest__Output {
  'partnerId': (string);
}
