// Original file: protos/catalog/v1/catalog.proto


export interface GetSoundEffectCategoryRequest {
  'partnerId'?: (string);
  'categoryId'?: (string);
}

export interface GetSoundEffectCategoryRequest__Output {
  'partnerId': (string);
  'categoryId': (string);
}
