// Original file: protos/catalog/v1/catalog.proto

import type { PageRequest as _downbeat_common_v1_PageRequest, PageRequest__Output as _downbeat_common_v1_PageRequest__Output } from '../../../downbeat/common/v1/PageRequest';

export interface ListCollectionsRequest {
  'partnerId'?: (string);
  'page'?: (_downbeat_common_v1_PageRequest | null);
  /**
   * excludeField=tracks: collections come without tracks.
   */
  'excludeTracks'?: (boolean);
}

export interface ListCollectionsRequest__Output {
  'partnerId': (string);
  'page': (_downbeat_common_v1_PageRequest__Output | null);
  /**
   * excludeField=tracks: collections come without tracks.
   */
  'excludeTracks': (boolean);
}
