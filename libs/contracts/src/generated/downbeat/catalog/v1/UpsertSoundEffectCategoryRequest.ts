// Original file: protos/catalog/v1/catalog_admin.proto


export interface UpsertSoundEffectCategoryRequest {
  /**
   * Empty: a new category with a generated UUID.
   */
  'categoryId'?: (string);
  'name'?: (string);
  'images'?: ({[key: string]: string});
  'featured'?: (boolean);
  /**
   * Absent: a top-level category.
   */
  'parentId'?: (string);
  /**
   * A picture to make the images from, as IngestTrackRequest.image.
   */
  'image'?: (string);
  '_parentId'?: "parentId";
  '_image'?: "image";
}

export interface UpsertSoundEffectCategoryRequest__Output {
  /**
   * Empty: a new category with a generated UUID.
   */
  'categoryId': (string);
  'name': (string);
  'images': ({[key: string]: string});
  'featured': (boolean);
  /**
   * Absent: a top-level category.
   */
  'parentId'?: (string);
  /**
   * A picture to make the images from, as IngestTrackRequest.image.
   */
  'image'?: (string);
  '_parentId'?: "parentId";
  '_image'?: "image";
}
