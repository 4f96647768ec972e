// Original file: protos/catalog/v1/catalog.proto

/**
 * Sort of the sound effects in a category. Unspecified means newest.
 */
export const SoundEffectSort = {
  SOUND_EFFECT_SORT_UNSPECIFIED: 'SOUND_EFFECT_SORT_UNSPECIFIED',
  SOUND_EFFECT_SORT_NEWEST: 'SOUND_EFFECT_SORT_NEWEST',
  SOUND_EFFECT_SORT_TITLE: 'SOUND_EFFECT_SORT_TITLE',
  SOUND_EFFECT_SORT_LENGTH: 'SOUND_EFFECT_SORT_LENGTH',
} as const;

/**
 * Sort of the sound effects in a category. Unspecified means newest.
 */
export type SoundEffectSort =
  | 'SOUND_EFFECT_SORT_UNSPECIFIED'
  | 0
  | 'SOUND_EFFECT_SORT_NEWEST'
  | 1
  | 'SOUND_EFFECT_SORT_TITLE'
  | 2
  | 'SOUND_EFFECT_SORT_LENGTH'
  | 3

/**
 * Sort of the sound effects in a category. Unspecified means newest.
 */
export type SoundEffectSort__Output = typeof SoundEffectSort[keyof typeof SoundEffectSort]
