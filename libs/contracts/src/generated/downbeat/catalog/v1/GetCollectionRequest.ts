// Original file: protos/catalog/v1/catalog.proto

import type { PageRequest as _downbeat_common_v1_PageRequest, PageRequest__Output as _downbeat_common_v1_PageRequest__Output } from '../../../downbeat/common/v1/PageRequest';

export interface GetCollectionRequest {
  'partnerId'?: (string);
  'collectionId'?: (string);
  /**
   * Pages the collection's tracks.
   */
  'page'?: (_downbeat_common_v1_PageRequest | null);
}

export interface GetCollectionRequest__Output {
  'partnerId': (string);
  'collectionId': (string);
  /**
   * Pages the collection's tracks.
   */
  'page': (_downbeat_common_v1_PageRequest__Output | null);
}
