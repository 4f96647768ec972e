// Original file: protos/accounts/v1/accounts.proto

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../google/protobuf/Timestamp';

export interface OpenPortalSessionResponse {
  /**
   * Shown this once; only its hash is stored.
   */
  'sessionToken'?: (string);
  'partnerId'?: (string);
  'expiresAt'?: (_google_protobuf_Timestamp | null);
}

export interface OpenPortalSessionResponse__Output {
  /**
   * Shown this once; only its hash is stored.
   */
  'sessionToken': (string);
  'partnerId': (string);
  'expiresAt': (_google_protobuf_Timestamp__Output | null);
}
