// Original file: protos/accounts/v1/accounts.proto

import type { SubscriptionStatus as _downbeat_accounts_v1_SubscriptionStatus, SubscriptionStatus__Output as _downbeat_accounts_v1_SubscriptionStatus__Output } from '../../../downbeat/accounts/v1/SubscriptionStatus';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../google/protobuf/Timestamp';

export interface Subscription {
  'plan'?: (string);
  /**
   * UNSPECIFIED in a request means ACTIVE. CANCELED stays active until current_period_end.
   */
  'status'?: (_downbeat_accounts_v1_SubscriptionStatus);
  /**
   * End of the paid period (exclusive); absent for an open-ended subscription.
   */
  'currentPeriodEnd'?: (_google_protobuf_Timestamp | null);
  /**
   * In responses: whether the subscription is active at the time of the answer (status ACTIVE or
   * CANCELED, and current_period_end absent or in the future). Ignored in requests.
   */
  'active'?: (boolean);
  '_currentPeriodEnd'?: "currentPeriodEnd";
}

export interface Subscription__Output {
  'plan': (string);
  /**
   * UNSPECIFIED in a request means ACTIVE. CANCELED stays active until current_period_end.
   */
  'status': (_downbeat_accounts_v1_SubscriptionStatus__Output);
  /**
   * End of the paid period (exclusive); absent for an open-ended subscription.
   */
  'currentPeriodEnd'?: (_google_protobuf_Timestamp__Output | null);
  /**
   * In responses: whether the subscription is active at the time of the answer (status ACTIVE or
   * CANCELED, and current_period_end absent or in the future). Ignored in requests.
   */
  'active': (boolean);
  '_currentPeriodEnd'?: "currentPeriodEnd";
}
