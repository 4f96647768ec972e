// Original file: protos/catalog/v1/catalog.proto

import type { SoundEffectCategory as _downbeat_catalog_v1_SoundEffectCategory, SoundEffectCategory__Output as _downbeat_catalog_v1_SoundEffectCategory__Output } from '../../../downbeat/catalog/v1/SoundEffectCategory';

export interface GetSoundEffectCategoryResponse {
  'category'?: (_downbeat_catalog_v1_SoundEffectCategory | null);
}

export interface GetSoundEffectCategoryResponse__Output {
  'category': (_downbeat_catalog_v1_SoundEffectCategory__Output | null);
}
