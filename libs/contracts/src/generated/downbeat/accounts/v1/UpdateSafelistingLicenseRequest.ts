// Original file: protos/accounts/v1/accounts.proto

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../google/protobuf/Timestamp';

export interface UpdateSafelistingLicenseRequest {
  'partnerId'?: (string);
  'userId'?: (string);
  'licenseId'?: (string);
  'expiresAt'?: (_google_protobuf_Timestamp | null);
}

export interface UpdateSafelistingLicenseRequest__Output {
  'partnerId': (string);
  'userId': (string);
  'licenseId': (string);
  'expiresAt': (_google_protobuf_Timestamp__Output | null);
}
