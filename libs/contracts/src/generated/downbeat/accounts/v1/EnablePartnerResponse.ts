// Original file: protos/accounts/v1/admin.proto

import type { Partner as _downbeat_accounts_v1_Partner, Partner__Output as _downbeat_accounts_v1_Partner__Output } from '../../../downbeat/accounts/v1/Partner';

export interface EnablePartnerResponse {
  'partner'?: (_downbeat_accounts_v1_Partner | null);
}

export interface EnablePartnerResponse__Output {
  'partner': (_downbeat_accounts_v1_Partner__Output | null);
}
