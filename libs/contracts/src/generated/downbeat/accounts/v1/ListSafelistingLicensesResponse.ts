// Original file: protos/accounts/v1/accounts.proto

import type { SafelistingLicense as _downbeat_accounts_v1_SafelistingLicense, SafelistingLicense__Output as _downbeat_accounts_v1_SafelistingLicense__Output } from '../../../downbeat/accounts/v1/SafelistingLicense';

export interface ListSafelistingLicensesResponse {
  'licenses'?: (_downbeat_accounts_v1_SafelistingLicense)[];
  'total'?: (number);
  'page'?: (number);
  'pageSize'?: (number);
}

export interface ListSafelistingLicensesResponse__Output {
  'licenses': (_downbeat_accounts_v1_SafelistingLicense__Output)[];
  'total': (number);
  'page': (number);
  'pageSize': (number);
}
