// Original file: protos/catalog/v1/catalog.proto

import type { Collection as _downbeat_catalog_v1_Collection, Collection__Output as _downbeat_catalog_v1_Collection__Output } from '../../../downbeat/catalog/v1/Collection';

export interface GetCollectionResponse {
  'collection'?: (_downbeat_catalog_v1_Collection | null);
}

export interface GetCollectionResponse__Output {
  'collection': (_downbeat_catalog_v1_Collection__Output | null);
}
