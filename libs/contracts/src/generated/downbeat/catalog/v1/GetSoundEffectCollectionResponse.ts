// Original file: protos/catalog/v1/catalog.proto

import type { SoundEffectCollection as _downbeat_catalog_v1_SoundEffectCollection, SoundEffectCollection__Output as _downbeat_catalog_v1_SoundEffectCollection__Output } from '../../../downbeat/catalog/v1/SoundEffectCollection';

export interface GetSoundEffectCollectionResponse {
  'collection'?: (_downbeat_catalog_v1_SoundEffectCollection | null);
  'totalSoundEffects'?: (number);
}

export interface GetSoundEffectCollectionResponse__Output {
  'collection': (_downbeat_catalog_v1_SoundEffectCollection__Output | null);
  'totalSoundEffects': (number);
}
