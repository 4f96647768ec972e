// Original file: protos/accounts/v1/admin.proto


export interface GetPartnerRequest {
  'partnerId'?: (string);
}

export interface GetPartnerRequest__Output {
  'partnerId': (string);
}
