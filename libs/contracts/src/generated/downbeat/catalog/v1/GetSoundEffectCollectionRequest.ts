// Original file: protos/catalog/v1/catalog.proto

import type { PageRequest as _downbeat_common_v1_PageRequest, PageRequest__Output as _downbeat_common_v1_PageRequest__Output } from '../../../downbeat/common/v1/PageRequest';

export interface GetSoundEffectCollectionRequest {
  'partnerId'?: (string);
  'collectionId'?: (string);
  'page'?: (_downbeat_common_v1_PageRequest | null);
}

export interface GetSoundEffectCollectionRequest__Output {
  'partnerId': (string);
  'collectionId': (string);
  'page': (_downbeat_common_v1_PageRequest__Output | null);
}
