// Original file: protos/catalog/v1/catalog.proto

import type { Genre as _downbeat_catalog_v1_Genre, Genre__Output as _downbeat_catalog_v1_Genre__Output } from '../../../downbeat/catalog/v1/Genre';

export interface ListGenresResponse {
  'genres'?: (_downbeat_catalog_v1_Genre)[];
  'total'?: (number);
}

export interface ListGenresResponse__Output {
  'genres': (_downbeat_catalog_v1_Genre__Output)[];
  'total': (number);
}
