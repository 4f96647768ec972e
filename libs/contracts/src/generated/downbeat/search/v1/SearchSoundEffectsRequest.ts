// Original file: protos/search/v1/search.proto

import type { PageRequest as _downbeat_common_v1_PageRequest, PageRequest__Output as _downbeat_common_v1_PageRequest__Output } from '../../../downbeat/common/v1/PageRequest';
import type { SoundEffectSearchSort as _downbeat_search_v1_SoundEffectSearchSort, SoundEffectSearchSort__Output as _downbeat_search_v1_SoundEffectSearchSort__Output } from '../../../downbeat/search/v1/SoundEffectSearchSort';
import type { SortOrder as _downbeat_common_v1_SortOrder, SortOrder__Output as _downbeat_common_v1_SortOrder__Output } from '../../../downbeat/common/v1/SortOrder';

export interface SearchSoundEffectsRequest {
  'partnerId'?: (string);
  'page'?: (_downbeat_common_v1_PageRequest | null);
  'term'?: (string);
  'sort'?: (_downbeat_search_v1_SoundEffectSearchSort);
  'order'?: (_downbeat_common_v1_SortOrder);
}

export interface SearchSoundEffectsRequest__Output {
  'partnerId': (string);
  'page': (_downbeat_common_v1_PageRequest__Output | null);
  'term': (string);
  'sort': (_downbeat_search_v1_SoundEffectSearchSort__Output);
  'order': (_downbeat_common_v1_SortOrder__Output);
}
