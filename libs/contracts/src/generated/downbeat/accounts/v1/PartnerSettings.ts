// Original file: protos/accounts/v1/accounts.proto

import type { RateLimit as _downbeat_accounts_v1_RateLimit, RateLimit__Output as _downbeat_accounts_v1_RateLimit__Output } from '../../../downbeat/accounts/v1/RateLimit';
import type { PartnerStatus as _downbeat_accounts_v1_PartnerStatus, PartnerStatus__Output as _downbeat_accounts_v1_PartnerStatus__Output } from '../../../downbeat/accounts/v1/PartnerStatus';

export interface PartnerSettings {
  'partnerId'?: (string);
  /**
   * The collections that form the partner's free tier, in the order the partner chose; listed
   * first by ListCollections. A track in none of them is premium (is_preview_only).
   * Empty: the partner has not chosen, and catalog uses its default free tier.
   */
  'freeTierCollectionIds'?: (string)[];
  /**
   * The limit in force. Accounts always fills it in (the defaults, 50 requests/second and burst 100,
   * when the partner has none of its own); absent only from older servers, meaning the defaults.
   */
  'rateLimit'?: (_downbeat_accounts_v1_RateLimit | null);
  'status'?: (_downbeat_accounts_v1_PartnerStatus);
  /**
   * Origins allowed to call the public API from a browser (CORS), e.g. "https://app.example.com":
   * scheme http or https, host, optional port, nothing else. Empty: no browser origin is allowed.
   */
  'allowedOrigins'?: (string)[];
  '_rateLimit'?: "rateLimit";
}

export interface PartnerSettings__Output {
  'partnerId': (string);
  /**
   * The collections that form the partner's free tier, in the order the partner chose; listed
   * first by ListCollections. A track in none of them is premium (is_preview_only).
   * Empty: the partner has not chosen, and catalog uses its default free tier.
   */
  'freeTierCollectionIds': (string)[];
  /**
   * The limit in force. Accounts always fills it in (the defaults, 50 requests/second and burst 100,
   * when the partner has none of its own); absent only from older servers, meaning the defaults.
   */
  'rateLimit'?: (_downbeat_accounts_v1_RateLimit__Output | null);
  'status': (_downbeat_accounts_v1_PartnerStatus__Output);
  /**
   * Origins allowed to call the public API from a browser (CORS), e.g. "https://app.example.com":
   * scheme http or https, host, optional port, nothing else. Empty: no browser origin is allowed.
   */
  'allowedOrigins': (string)[];
  '_rateLimit'?: "rateLimit";
}
