// Original file: protos/accounts/v1/accounts.proto

import type { SigningKey as _downbeat_accounts_v1_SigningKey, SigningKey__Output as _downbeat_accounts_v1_SigningKey__Output } from '../../../downbeat/accounts/v1/SigningKey';

export interface GetSigningKeysResponse {
  'keys'?: (_downbeat_accounts_v1_SigningKey)[];
}

export interface GetSigningKeysResponse__Output {
  'keys': (_downbeat_accounts_v1_SigningKey__Output)[];
}
