// Original file: protos/accounts/v1/admin.proto

import type { ApiKey as _downbeat_accounts_v1_ApiKey, ApiKey__Output as _downbeat_accounts_v1_ApiKey__Output } from '../../../downbeat/accounts/v1/ApiKey';

export interface CreateApiKeyResponse {
  'apiKey'?: (_downbeat_accounts_v1_ApiKey | null);
  /**
   * The key, shown this once.
   */
  'key'?: (string);
}

export interface CreateApiKeyResponse__Output {
  'apiKey': (_downbeat_accounts_v1_ApiKey__Output | null);
  /**
   * The key, shown this once.
   */
  'key': (string);
}
