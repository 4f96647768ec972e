// Original file: protos/accounts/v1/admin.proto

import type { Subscription as _downbeat_accounts_v1_Subscription, Subscription__Output as _downbeat_accounts_v1_Subscription__Output } from '../../../downbeat/accounts/v1/Subscription';

export interface PutEndUserRequest {
  'partnerId'?: (string);
  'userId'?: (string);
  'connected'?: (boolean);
  /**
   * Absent: none (an existing one ends). An empty plan is "premium"; UNSPECIFIED status is ACTIVE.
   */
  'subscription'?: (_downbeat_accounts_v1_Subscription | null);
  '_subscription'?: "subscription";
}

export interface PutEndUserRequest__Output {
  'partnerId': (string);
  'userId': (string);
  'connected': (boolean);
  /**
   * Absent: none (an existing one ends). An empty plan is "premium"; UNSPECIFIED status is ACTIVE.
   */
  'subscription'?: (_downbeat_accounts_v1_Subscription__Output | null);
  '_subscription'?: "subscription";
}
