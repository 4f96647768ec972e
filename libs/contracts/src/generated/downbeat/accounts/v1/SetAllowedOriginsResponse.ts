// Original file: protos/accounts/v1/admin.proto

import type { PartnerSettings as _downbeat_accounts_v1_PartnerSettings, PartnerSettings__Output as _downbeat_accounts_v1_PartnerSettings__Output } from '../../../downbeat/accounts/v1/PartnerSettings';

export interface SetAllowedOriginsResponse {
  'settings'?: (_downbeat_accounts_v1_PartnerSettings | null);
}

export interface SetAllowedOriginsResponse__Output {
  'settings': (_downbeat_accounts_v1_PartnerSettings__Output | null);
}
