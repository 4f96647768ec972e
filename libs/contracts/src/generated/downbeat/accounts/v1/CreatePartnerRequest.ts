// Original file: protos/accounts/v1/admin.proto

import type { RateLimit as _downbeat_accounts_v1_RateLimit, RateLimit__Output as _downbeat_accounts_v1_RateLimit__Output } from '../../../downbeat/accounts/v1/RateLimit';

export interface CreatePartnerRequest {
  'name'?: (string);
  /**
   * Absent: the service defaults.
   */
  'rateLimit'?: (_downbeat_accounts_v1_RateLimit | null);
  '_rateLimit'?: "rateLimit";
}

export interface CreatePartnerRequest__Output {
  'name': (string);
  /**
   * Absent: the service defaults.
   */
  'rateLimit'?: (_downbeat_accounts_v1_RateLimit__Output | null);
  '_rateLimit'?: "rateLimit";
}
