// Original file: protos/accounts/v1/admin.proto

import type { PageRequest as _downbeat_common_v1_PageRequest, PageRequest__Output as _downbeat_common_v1_PageRequest__Output } from '../../../downbeat/common/v1/PageRequest';

export interface ListPartnersRequest {
  'page'?: (_downbeat_common_v1_PageRequest | null);
}

export interface ListPartnersRequest__Output {
  'page': (_downbeat_common_v1_PageRequest__Output | null);
}
