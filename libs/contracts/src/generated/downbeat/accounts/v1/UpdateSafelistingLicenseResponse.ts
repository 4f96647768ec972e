// Original file: protos/accounts/v1/accounts.proto

import type { SafelistingLicense as _downbeat_accounts_v1_SafelistingLicense, SafelistingLicense__Output as _downbeat_accounts_v1_SafelistingLicense__Output } from '../../../downbeat/accounts/v1/SafelistingLicense';

export interface UpdateSafelistingLicenseResponse {
  'license'?: (_downbeat_accounts_v1_SafelistingLicense | null);
}

export interface UpdateSafelistingLicenseResponse__Output {
  'license': (_downbeat_accounts_v1_SafelistingLicense__Output | null);
}
