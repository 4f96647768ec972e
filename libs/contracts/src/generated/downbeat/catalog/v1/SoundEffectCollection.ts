// Original file: protos/catalog/v1/catalog.proto

import type { SoundEffect as _downbeat_catalog_v1_SoundEffect, SoundEffect__Output as _downbeat_catalog_v1_SoundEffect__Output } from '../../../downbeat/catalog/v1/SoundEffect';

export interface SoundEffectCollection {
  /**
   * A UUID.
   */
  'id'?: (string);
  'name'?: (string);
  /**
   * At most 20 in ListSoundEffectCollections; the requested page in GetSoundEffectCollection;
   * empty when excluded.
   */
  'soundEffects'?: (_downbeat_catalog_v1_SoundEffect)[];
  /**
   * Every sound effect of the collection in the catalog: sound effects have no paid tier.
   */
  'availableSoundEffects'?: (number);
  'images'?: ({[key: string]: string});
}

export interface SoundEffectCollection__Output {
  /**
   * A UUID.
   */
  'id': (string);
  'name': (string);
  /**
   * At most 20 in ListSoundEffectCollections; the requested page in GetSoundEffectCollection;
   * empty when excluded.
   */
  'soundEffects': (_downbeat_catalog_v1_SoundEffect__Output)[];
  /**
   * Every sound effect of the collection in the catalog: sound effects have no paid tier.
   */
  'availableSoundEffects': (number);
  'images': ({[key: string]: string});
}
