// Original file: protos/accounts/v1/admin.proto


export interface RotatePartnerSecretRequest {
  'partnerId'?: (string);
}

export interface RotatePartnerSecretRequest__Output {
  'partnerId': (string);
}
