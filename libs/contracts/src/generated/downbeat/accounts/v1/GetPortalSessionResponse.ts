// Original file: protos/accounts/v1/accounts.proto

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../google/protobuf/Timestamp';

export interface GetPortalSessionResponse {
  'partnerId'?: (string);
  'expiresAt'?: (_google_protobuf_Timestamp | null);
}

export interface GetPortalSessionResponse__Output {
  'partnerId': (string);
  'expiresAt': (_google_protobuf_Timestamp__Output | null);
}
