// Original file: protos/accounts/v1/admin.proto


export interface EnablePartnerRequest {
  'partnerId'?: (string);
}

export interface EnablePartnerRequest__Output {
  'partnerId': (string);
}
