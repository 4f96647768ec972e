// Original file: protos/accounts/v1/admin.proto

import type { Subscription as _downbeat_accounts_v1_Subscription, Subscription__Output as _downbeat_accounts_v1_Subscription__Output } from '../../../downbeat/accounts/v1/Subscription';

export interface SetSubscriptionRequest {
  'partnerId'?: (string);
  'userId'?: (string);
  'subscription'?: (_downbeat_accounts_v1_Subscription | null);
}

export interface SetSubscriptionRequest__Output {
  'partnerId': (string);
  'userId': (string);
  'subscription': (_downbeat_accounts_v1_Subscription__Output | null);
}
