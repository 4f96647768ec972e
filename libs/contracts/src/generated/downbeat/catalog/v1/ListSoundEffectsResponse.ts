// Original file: protos/catalog/v1/catalog.proto

import type { SoundEffect as _downbeat_catalog_v1_SoundEffect, SoundEffect__Output as _downbeat_catalog_v1_SoundEffect__Output } from '../../../downbeat/catalog/v1/SoundEffect';

export interface ListSoundEffectsResponse {
  'soundEffects'?: (_downbeat_catalog_v1_SoundEffect)[];
  'total'?: (number);
}

export interface ListSoundEffectsResponse__Output {
  'soundEffects': (_downbeat_catalog_v1_SoundEffect__Output)[];
  'total': (number);
}
