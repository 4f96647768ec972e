// Original file: protos/accounts/v1/admin.proto

import type { ApiKey as _downbeat_accounts_v1_ApiKey, ApiKey__Output as _downbeat_accounts_v1_ApiKey__Output } from '../../../downbeat/accounts/v1/ApiKey';

export interface RotateApiKeyResponse {
  'apiKey'?: (_downbeat_accounts_v1_ApiKey | null);
  /**
   * The new key, shown this once.
   */
  'key'?: (string);
}

export interface RotateApiKeyResponse__Output {
  'apiKey': (_downbeat_accounts_v1_ApiKey__Output | null);
  /**
   * The new key, shown this once.
   */
  'key': (string);
}
