// Original file: protos/accounts/v1/admin.proto

import type { PartnerCredentials as _downbeat_accounts_v1_PartnerCredentials, PartnerCredentials__Output as _downbeat_accounts_v1_PartnerCredentials__Output } from '../../../downbeat/accounts/v1/PartnerCredentials';

export interface RotatePartnerSecretResponse {
  'credentials'?: (_downbeat_accounts_v1_PartnerCredentials | null);
}

export interface RotatePartnerSecretResponse__Output {
  'credentials': (_downbeat_accounts_v1_PartnerCredentials__Output | null);
}
