// Original file: protos/accounts/v1/accounts.proto

import type { SafelistingAssetType as _downbeat_accounts_v1_SafelistingAssetType, SafelistingAssetType__Output as _downbeat_accounts_v1_SafelistingAssetType__Output } from '../../../downbeat/accounts/v1/SafelistingAssetType';
import type { SafelistingPlatform as _downbeat_accounts_v1_SafelistingPlatform, SafelistingPlatform__Output as _downbeat_accounts_v1_SafelistingPlatform__Output } from '../../../downbeat/accounts/v1/SafelistingPlatform';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../google/protobuf/Timestamp';

export interface CreateSafelistingLicenseRequest {
  'partnerId'?: (string);
  'userId'?: (string);
  'assetType'?: (_downbeat_accounts_v1_SafelistingAssetType);
  'platform'?: (_downbeat_accounts_v1_SafelistingPlatform);
  'url'?: (string);
  'expiresAt'?: (_google_protobuf_Timestamp | null);
  '_expiresAt'?: "expiresAt";
}

export interface CreateSafelistingLicenseRequest__Output {
  'partnerId': (string);
  'userId': (string);
  'assetType': (_downbeat_accounts_v1_SafelistingAssetType__Output);
  'platform': (_downbeat_accounts_v1_SafelistingPlatform__Output);
  'url': (string);
  'expiresAt'?: (_google_protobuf_Timestamp__Output | null);
  '_expiresAt'?: "expiresAt";
}
