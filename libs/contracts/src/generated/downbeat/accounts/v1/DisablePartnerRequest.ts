// Original file: protos/accounts/v1/admin.proto


export interface DisablePartnerRequest {
  'partnerId'?: (string);
}

export interface DisablePartnerRequest__Output {
  'partnerId': (string);
}
