// Original file: protos/catalog/v1/catalog.proto

import type { PageRequest as _downbeat_common_v1_PageRequest, PageRequest__Output as _downbeat_common_v1_PageRequest__Output } from '../../../downbeat/common/v1/PageRequest';
import type { SoundEffectSort as _downbeat_catalog_v1_SoundEffectSort, SoundEffectSort__Output as _downbeat_catalog_v1_SoundEffectSort__Output } from '../../../downbeat/catalog/v1/SoundEffectSort';
import type { SortOrder as _downbeat_common_v1_SortOrder, SortOrder__Output as _downbeat_common_v1_SortOrder__Output } from '../../../downbeat/common/v1/SortOrder';

export interface ListSoundEffectsRequest {
  'partnerId'?: (string);
  'categoryId'?: (string);
  'page'?: (_downbeat_common_v1_PageRequest | null);
  'sort'?: (_downbeat_catalog_v1_SoundEffectSort);
  'order'?: (_downbeat_common_v1_SortOrder);
}

export interface ListSoundEffectsRequest__Output {
  'partnerId': (string);
  'categoryId': (string);
  'page': (_downbeat_common_v1_PageRequest__Output | null);
  'sort': (_downbeat_catalog_v1_SoundEffectSort__Output);
  'order': (_downbeat_common_v1_SortOrder__Output);
}
