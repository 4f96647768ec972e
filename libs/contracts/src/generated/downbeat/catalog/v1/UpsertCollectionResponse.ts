// Original file: protos/catalog/v1/catalog_admin.proto


export interface UpsertCollectionResponse {
  'collectionId'?: (string);
}

export interface UpsertCollectionResponse__Output {
  'collectionId': (string);
}
