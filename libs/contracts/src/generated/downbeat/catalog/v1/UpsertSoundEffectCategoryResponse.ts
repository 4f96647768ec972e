// Original file: protos/catalog/v1/catalog_admin.proto


export interface UpsertSoundEffectCategoryResponse {
  'categoryId'?: (string);
}

export interface UpsertSoundEffectCategoryResponse__Output {
  'categoryId': (string);
}
