// Original file: protos/accounts/v1/accounts.proto

import type { SubscriptionStatus as _downbeat_accounts_v1_SubscriptionStatus, SubscriptionStatus__Output as _downbeat_accounts_v1_SubscriptionStatus__Output } from '../../../downbeat/accounts/v1/SubscriptionStatus';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../google/protobuf/Timestamp';

export interface Subscription {
  'plan'?: (string);
  'status'?: (_downbeat_accounts_v1_SubscriptionStatus);
  /**
   * End of the paid period; absent for an open-ended subscription.
   */
  'currentPeriodEnd'?: (_google_protobuf_Timestamp | null);
  '_currentPeriodEnd'?: "currentPeriodEnd";
}

export interface Subscription__Output {
  'plan': (string);
  'status': (_downbeat_accounts_v1_SubscriptionStatus__Output);
  /**
   * End of the paid period; absent for an open-ended subscription.
   */
  'currentPeriodEnd'?: (_google_protobuf_Timestamp__Output | null);
  '_currentPeriodEnd'?: "currentPeriodEnd";
}
