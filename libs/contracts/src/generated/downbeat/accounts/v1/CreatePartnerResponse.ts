// Original file: protos/accounts/v1/admin.proto

import type { Partner as _downbeat_accounts_v1_Partner, Partner__Output as _downbeat_accounts_v1_Partner__Output } from '../../../downbeat/accounts/v1/Partner';
import type { PartnerCredentials as _downbeat_accounts_v1_PartnerCredentials, PartnerCredentials__Output as _downbeat_accounts_v1_PartnerCredentials__Output } from '../../../downbeat/accounts/v1/PartnerCredentials';

export interface CreatePartnerResponse {
  'partner'?: (_downbeat_accounts_v1_Partner | null);
  'credentials'?: (_downbeat_accounts_v1_PartnerCredentials | null);
}

export interface CreatePartnerResponse__Output {
  'partner': (_downbeat_accounts_v1_Partner__Output | null);
  'credentials': (_downbeat_accounts_v1_PartnerCredentials__Output | null);
}
