// Original file: protos/catalog/v1/catalog.proto

import type { SoundEffectCollection as _downbeat_catalog_v1_SoundEffectCollection, SoundEffectCollection__Output as _downbeat_catalog_v1_SoundEffectCollection__Output } from '../../../downbeat/catalog/v1/SoundEffectCollection';

export interface ListSoundEffectCollectionsResponse {
  'collections'?: (_downbeat_catalog_v1_SoundEffectCollection)[];
  'total'?: (number);
}

export interface ListSoundEffectCollectionsResponse__Output {
  'collections': (_downbeat_catalog_v1_SoundEffectCollection__Output)[];
  'total': (number);
}
