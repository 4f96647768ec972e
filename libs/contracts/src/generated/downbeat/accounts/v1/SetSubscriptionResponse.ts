// Original file: protos/accounts/v1/admin.proto

import type { User as _downbeat_accounts_v1_User, User__Output as _downbeat_accounts_v1_User__Output } from '../../../downbeat/accounts/v1/User';

export interface SetSubscriptionResponse {
  'user'?: (_downbeat_accounts_v1_User | null);
}

export interface SetSubscriptionResponse__Output {
  'user': (_downbeat_accounts_v1_User__Output | null);
}
