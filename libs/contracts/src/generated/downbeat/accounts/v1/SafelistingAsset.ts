// Original file: protos/accounts/v1/accounts.proto

import type { SafelistingAssetType as _downbeat_accounts_v1_SafelistingAssetType, SafelistingAssetType__Output as _downbeat_accounts_v1_SafelistingAssetType__Output } from '../../../downbeat/accounts/v1/SafelistingAssetType';
import type { SafelistingPlatform as _downbeat_accounts_v1_SafelistingPlatform, SafelistingPlatform__Output as _downbeat_accounts_v1_SafelistingPlatform__Output } from '../../../downbeat/accounts/v1/SafelistingPlatform';

export interface SafelistingAsset {
  /**
   * The asset on its platform, from its URL: host and path, folded (`youtube.com/@somechannel`).
   */
  'id'?: (string);
  'type'?: (_downbeat_accounts_v1_SafelistingAssetType);
  'platform'?: (_downbeat_accounts_v1_SafelistingPlatform);
  /**
   * As given.
   */
  'url'?: (string);
}

export interface SafelistingAsset__Output {
  /**
   * The asset on its platform, from its URL: host and path, folded (`youtube.com/@somechannel`).
   */
  'id': (string);
  'type': (_downbeat_accounts_v1_SafelistingAssetType__Output);
  'platform': (_downbeat_accounts_v1_SafelistingPlatform__Output);
  /**
   * As given.
   */
  'url': (string);
}
