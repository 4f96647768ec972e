// Original file: protos/accounts/v1/accounts.proto

import type { PageRequest as _downbeat_common_v1_PageRequest, PageRequest__Output as _downbeat_common_v1_PageRequest__Output } from '../../../downbeat/common/v1/PageRequest';

export interface ListLikedTracksRequest {
  'partnerId'?: (string);
  'userId'?: (string);
  /**
   * The public API fixes the page at 25 and requires offset % 25 == 0.
   */
  'page'?: (_downbeat_common_v1_PageRequest | null);
}

export interface ListLikedTracksRequest__Output {
  'partnerId': (string);
  'userId': (string);
  /**
   * The public API fixes the page at 25 and requires offset % 25 == 0.
   */
  'page': (_downbeat_common_v1_PageRequest__Output | null);
}
