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
  '_parentId'?: "parentId";
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
  '_parentId'?: "parentId";
}
