// Original file: protos/catalog/v1/catalog.proto

import type { Reference as _downbeat_common_v1_Reference, Reference__Output as _downbeat_common_v1_Reference__Output } from '../../../downbeat/common/v1/Reference';

export interface SoundEffectCategory {
  /**
   * A UUID.
   */
  'id'?: (string);
  'name'?: (string);
  /**
   * Keys default, XS, S, M, L; the gateway renders a missing key as null.
   */
  'images'?: ({[key: string]: string});
  /**
   * Absent for a top-level category.
   */
  'parent'?: (_downbeat_common_v1_Reference | null);
  /**
   * Filled by GetSoundEffectCategory only.
   */
  'children'?: (_downbeat_common_v1_Reference)[];
  '_parent'?: "parent";
}

export interface SoundEffectCategory__Output {
  /**
   * A UUID.
   */
  'id': (string);
  'name': (string);
  /**
   * Keys default, XS, S, M, L; the gateway renders a missing key as null.
   */
  'images': ({[key: string]: string});
  /**
   * Absent for a top-level category.
   */
  'parent'?: (_downbeat_common_v1_Reference__Output | null);
  /**
   * Filled by GetSoundEffectCategory only.
   */
  'children': (_downbeat_common_v1_Reference__Output)[];
  '_parent'?: "parent";
}
