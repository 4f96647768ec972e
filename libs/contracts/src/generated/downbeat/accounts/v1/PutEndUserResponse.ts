// Original file: protos/accounts/v1/admin.proto

import type { User as _downbeat_accounts_v1_User, User__Output as _downbeat_accounts_v1_User__Output } from '../../../downbeat/accounts/v1/User';

export interface PutEndUserResponse {
  'user'?: (_downbeat_accounts_v1_User | null);
  /**
   * True when this call created the user.
   */
  'created'?: (boolean);
}

export interface PutEndUserResponse__Output {
  'user': (_downbeat_accounts_v1_User__Output | null);
  /**
   * True when this call created the user.
   */
  'created': (boolean);
}
