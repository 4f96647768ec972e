// Original file: protos/accounts/v1/admin.proto

import type { User as _downbeat_accounts_v1_User, User__Output as _downbeat_accounts_v1_User__Output } from '../../../downbeat/accounts/v1/User';

export interface ListEndUsersResponse {
  'users'?: (_downbeat_accounts_v1_User)[];
  'total'?: (number);
}

export interface ListEndUsersResponse__Output {
  'users': (_downbeat_accounts_v1_User__Output)[];
  'total': (number);
}
