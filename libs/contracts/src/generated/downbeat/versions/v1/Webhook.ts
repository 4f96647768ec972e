// Original file: protos/versions/v1/versions_admin.proto

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../google/protobuf/Timestamp';

export interface Webhook {
  'partnerId'?: (string);
  'url'?: (string);
  /**
   * Returned by SetWebhook only; GetWebhook leaves it empty.
   */
  'secret'?: (string);
  'updatedAt'?: (_google_protobuf_Timestamp | null);
}

export interface Webhook__Output {
  'partnerId': (string);
  'url': (string);
  /**
   * Returned by SetWebhook only; GetWebhook leaves it empty.
   */
  'secret': (string);
  'updatedAt': (_google_protobuf_Timestamp__Output | null);
}
