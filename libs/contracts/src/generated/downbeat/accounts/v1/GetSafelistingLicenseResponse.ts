// Original file: protos/accounts/v1/accounts.proto

import type { SafelistingLicense as _downbeat_accounts_v1_SafelistingLicense, SafelistingLicense__Output as _downbeat_accounts_v1_SafelistingLicense__Output } from '../../../downbeat/accounts/v1/SafelistingLicense';

export interface GetSafelistingLicenseResponse {
  'license'?: (_downbeat_accounts_v1_SafelistingLicense | null);
}

export interface GetSafelistingLicenseResponse__Output {
  'license': (_downbeat_accounts_v1_SafelistingLicense__Output | null);
}
