// Original file: protos/media/v1/media.proto


/**
 * The entity a generated cover is for; the design follows from these (libs/contracts images).
 */
export interface CoverArtSubject {
  /**
   * track, soundEffect, genre, mood, collection or soundEffectCategory.
   */
  'kind'?: (string);
  'id'?: (string);
  /**
   * Names that say what the entity sounds like, most telling first (genre, parent genre, mood…).
   */
  'themes'?: (string)[];
}

/**
 * The entity a generated cover is for; the design follows from these (libs/contracts images).
 */
export interface CoverArtSubject__Output {
  /**
   * track, soundEffect, genre, mood, collection or soundEffectCategory.
   */
  'kind': (string);
  'id': (string);
  /**
   * Names that say what the entity sounds like, most telling first (genre, parent genre, mood…).
   */
  'themes': (string)[];
}
