// Original file: protos/accounts/v1/accounts.proto

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../google/protobuf/Timestamp';
import type { SafelistingAsset as _downbeat_accounts_v1_SafelistingAsset, SafelistingAsset__Output as _downbeat_accounts_v1_SafelistingAsset__Output } from '../../../downbeat/accounts/v1/SafelistingAsset';

export interface SafelistingLicense {
  /**
   * A UUID.
   */
  'id'?: (string);
  'createdAt'?: (_google_protobuf_Timestamp | null);
  /**
   * Absent: until ended.
   */
  'expiresAt'?: (_google_protobuf_Timestamp | null);
  'asset'?: (_downbeat_accounts_v1_SafelistingAsset | null);
  '_expiresAt'?: "expiresAt";
}

export interface SafelistingLicense__Output {
  /**
   * A UUID.
   */
  'id': (string);
  'createdAt': (_google_protobuf_Timestamp__Output | null);
  /**
   * Absent: until ended.
   */
  'expiresAt'?: (_google_protobuf_Timestamp__Output | null);
  'asset': (_downbeat_accounts_v1_SafelistingAsset__Output | null);
  '_expiresAt'?: "expiresAt";
}
