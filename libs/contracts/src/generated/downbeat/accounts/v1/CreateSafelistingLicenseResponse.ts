// Original file: protos/accounts/v1/accounts.proto

import type { SafelistingLicense as _downbeat_accounts_v1_SafelistingLicense, SafelistingLicense__Output as _downbeat_accounts_v1_SafelistingLicense__Output } from '../../../downbeat/accounts/v1/SafelistingLicense';

export interface CreateSafelistingLicenseResponse {
  'license'?: (_downbeat_accounts_v1_SafelistingLicense | null);
  /**
   * False when the user's active licence of the asset was answered instead.
   */
  'created'?: (boolean);
}

export interface CreateSafelistingLicenseResponse__Output {
  'license': (_downbeat_accounts_v1_SafelistingLicense__Output | null);
  /**
   * False when the user's active licence of the asset was answered instead.
   */
  'created': (boolean);
}
