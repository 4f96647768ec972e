// Original file: protos/catalog/v1/catalog.proto

import type { SoundEffectCategory as _downbeat_catalog_v1_SoundEffectCategory, SoundEffectCategory__Output as _downbeat_catalog_v1_SoundEffectCategory__Output } from '../../../downbeat/catalog/v1/SoundEffectCategory';

export interface ListSoundEffectCategoriesResponse {
  'categories'?: (_downbeat_catalog_v1_SoundEffectCategory)[];
  'total'?: (number);
}

export interface ListSoundEffectCategoriesResponse__Output {
  'categories': (_downbeat_catalog_v1_SoundEffectCategory__Output)[];
  'total': (number);
}
