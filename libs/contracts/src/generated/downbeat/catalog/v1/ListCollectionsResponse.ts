// Original file: protos/catalog/v1/catalog.proto

import type { Collection as _downbeat_catalog_v1_Collection, Collection__Output as _downbeat_catalog_v1_Collection__Output } from '../../../downbeat/catalog/v1/Collection';

export interface ListCollectionsResponse {
  'collections'?: (_downbeat_catalog_v1_Collection)[];
  'total'?: (number);
}

export interface ListCollectionsResponse__Output {
  'collections': (_downbeat_catalog_v1_Collection__Output)[];
  'total': (number);
}
