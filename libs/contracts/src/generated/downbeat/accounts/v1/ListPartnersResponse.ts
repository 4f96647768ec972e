// Original file: protos/accounts/v1/admin.proto

import type { Partner as _downbeat_accounts_v1_Partner, Partner__Output as _downbeat_accounts_v1_Partner__Output } from '../../../downbeat/accounts/v1/Partner';

export interface ListPartnersResponse {
  'partners'?: (_downbeat_accounts_v1_Partner)[];
  'total'?: (number);
}

export interface ListPartnersResponse__Output {
  'partners': (_downbeat_accounts_v1_Partner__Output)[];
  'total': (number);
}
