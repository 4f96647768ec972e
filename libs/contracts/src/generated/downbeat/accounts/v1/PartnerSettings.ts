// Original file: protos/accounts/v1/accounts.proto

import type { RateLimit as _downbeat_accounts_v1_RateLimit, RateLimit__Output as _downbeat_accounts_v1_RateLimit__Output } from '../../../downbeat/accounts/v1/RateLimit';
import type { PartnerStatus as _downbeat_accounts_v1_PartnerStatus, PartnerStatus__Output as _downbeat_accounts_v1_PartnerStatus__Output } from '../../../downbeat/accounts/v1/PartnerStatus';

export interface PartnerSettings {
  'partnerId'?: (string);
  /**
   * The collections that form the partner's free tier, in the order the partner chose; listed
   * first by ListCollections. A track in none of them is premium (is_preview_only).
   */
  'freeTierCollectionIds'?: (string)[];
  /**
   * Absent: the service defaults (50 requests/second, burst 100).
   */
  'rateLimit'?: (_downbeat_accounts_v1_RateLimit | null);
  'status'?: (_downbeat_accounts_v1_PartnerStatus);
  '_rateLimit'?: "rateLimit";
}

export interface PartnerSettings__Output {
  'partnerId': (string);
  /**
   * The collections that form the partner's free tier, in the order the partner chose; listed
   * first by ListCollections. A track in none of them is premium (is_preview_only).
   */
  'freeTierCollectionIds': (string)[];
  /**
   * Absent: the service defaults (50 requests/second, burst 100).
   */
  'rateLimit'?: (_downbeat_accounts_v1_RateLimit__Output | null);
  'status': (_downbeat_accounts_v1_PartnerStatus__Output);
  '_rateLimit'?: "rateLimit";
}
