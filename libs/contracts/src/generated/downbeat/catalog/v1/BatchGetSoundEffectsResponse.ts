// Original file: protos/catalog/v1/catalog.proto

import type { SoundEffect as _downbeat_catalog_v1_SoundEffect, SoundEffect__Output as _downbeat_catalog_v1_SoundEffect__Output } from '../../../downbeat/catalog/v1/SoundEffect';

export interface BatchGetSoundEffectsResponse {
  'soundEffects'?: (_downbeat_catalog_v1_SoundEffect)[];
  'missingSoundEffectIds'?: (string)[];
}

export interface BatchGetSoundEffectsResponse__Output {
  'soundEffects': (_downbeat_catalog_v1_SoundEffect__Output)[];
  'missingSoundEffectIds': (string)[];
}
