// Original file: protos/accounts/v1/admin.proto

import type { ApiKey as _downbeat_accounts_v1_ApiKey, ApiKey__Output as _downbeat_accounts_v1_ApiKey__Output } from '../../../downbeat/accounts/v1/ApiKey';

export interface ListApiKeysResponse {
  'apiKeys'?: (_downbeat_accounts_v1_ApiKey)[];
}

export interface ListApiKeysResponse__Output {
  'apiKeys': (_downbeat_accounts_v1_ApiKey__Output)[];
}
