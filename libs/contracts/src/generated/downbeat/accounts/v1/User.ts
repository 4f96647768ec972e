// Original file: protos/accounts/v1/accounts.proto

import type { Subscription as _downbeat_accounts_v1_Subscription, Subscription__Output as _downbeat_accounts_v1_Subscription__Output } from '../../../downbeat/accounts/v1/Subscription';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../google/protobuf/Timestamp';

/**
 * An end user of a partner, identified by the partner's own user id.
 */
export interface User {
  /**
   * The partner's user id (a UUID, a number or ^[a-zA-Z0-9_-]+$); unique within the partner.
   */
  'id'?: (string);
  'partnerId'?: (string);
  /**
   * Whether the end user has connected an account with us (needed for likes and subscriptions).
   */
  'connected'?: (boolean);
  /**
   * Absent when the user never subscribed.
   */
  'subscription'?: (_downbeat_accounts_v1_Subscription | null);
  /**
   * True when the user may download premium tracks: connected with an active subscription.
   * Computed here so that the rule lives in one place.
   */
  'premiumAccess'?: (boolean);
  'createdAt'?: (_google_protobuf_Timestamp | null);
  '_subscription'?: "subscription";
}

/**
 * An end user of a partner, identified by the partner's own user id.
 */
export interface User__Output {
  /**
   * The partner's user id (a UUID, a number or ^[a-zA-Z0-9_-]+$); unique within the partner.
   */
  'id': (string);
  'partnerId': (string);
  /**
   * Whether the end user has connected an account with us (needed for likes and subscriptions).
   */
  'connected': (boolean);
  /**
   * Absent when the user never subscribed.
   */
  'subscription'?: (_downbeat_accounts_v1_Subscription__Output | null);
  /**
   * True when the user may download premium tracks: connected with an active subscription.
   * Computed here so that the rule lives in one place.
   */
  'premiumAccess': (boolean);
  'createdAt': (_google_protobuf_Timestamp__Output | null);
  '_subscription'?: "subscription";
}
