// Original file: protos/accounts/v1/admin.proto


export interface SetAllowedOriginsRequest {
  'partnerId'?: (string);
  'origins'?: (string)[];
}

export interface SetAllowedOriginsRequest__Output {
  'partnerId': (string);
  'origins': (string)[];
}
