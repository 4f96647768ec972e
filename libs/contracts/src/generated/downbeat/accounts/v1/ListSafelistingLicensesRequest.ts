// Original file: protos/accounts/v1/accounts.proto

import type { SafelistingAssetType as _downbeat_accounts_v1_SafelistingAssetType, SafelistingAssetType__Output as _downbeat_accounts_v1_SafelistingAssetType__Output } from '../../../downbeat/accounts/v1/SafelistingAssetType';
import type { SafelistingPlatform as _downbeat_accounts_v1_SafelistingPlatform, SafelistingPlatform__Output as _downbeat_accounts_v1_SafelistingPlatform__Output } from '../../../downbeat/accounts/v1/SafelistingPlatform';
import type { SortOrder as _downbeat_common_v1_SortOrder, SortOrder__Output as _downbeat_common_v1_SortOrder__Output } from '../../../downbeat/common/v1/SortOrder';

export interface ListSafelistingLicensesRequest {
  'partnerId'?: (string);
  'userId'?: (string);
  /**
   * Required.
   */
  'assetType'?: (_downbeat_accounts_v1_SafelistingAssetType);
  /**
   * Unspecified: every platform.
   */
  'platform'?: (_downbeat_accounts_v1_SafelistingPlatform);
  /**
   * "createdAt" or "expiresAt" (default); a licence without an expiry sorts as the latest.
   */
  'sortBy'?: (string);
  'sortOrder'?: (_downbeat_common_v1_SortOrder);
  /**
   * 1-based; 0: the first.
   */
  'page'?: (number);
  /**
   * 0: 25; at most 100.
   */
  'pageSize'?: (number);
}

export interface ListSafelistingLicensesRequest__Output {
  'partnerId': (string);
  'userId': (string);
  /**
   * Required.
   */
  'assetType': (_downbeat_accounts_v1_SafelistingAssetType__Output);
  /**
   * Unspecified: every platform.
   */
  'platform': (_downbeat_accounts_v1_SafelistingPlatform__Output);
  /**
   * "createdAt" or "expiresAt" (default); a licence without an expiry sorts as the latest.
   */
  'sortBy': (string);
  'sortOrder': (_downbeat_common_v1_SortOrder__Output);
  /**
   * 1-based; 0: the first.
   */
  'page': (number);
  /**
   * 0: 25; at most 100.
   */
  'pageSize': (number);
}
