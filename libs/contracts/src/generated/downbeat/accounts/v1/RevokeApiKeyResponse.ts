// Original file: protos/accounts/v1/admin.proto

import type { ApiKey as _downbeat_accounts_v1_ApiKey, ApiKey__Output as _downbeat_accounts_v1_ApiKey__Output } from '../../../downbeat/accounts/v1/ApiKey';

export interface RevokeApiKeyResponse {
  'apiKey'?: (_downbeat_accounts_v1_ApiKey | null);
}

export interface RevokeApiKeyResponse__Output {
  'apiKey': (_downbeat_accounts_v1_ApiKey__Output | null);
}
