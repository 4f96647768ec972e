// Original file: protos/catalog/v1/catalog.proto

import type { Mood as _downbeat_catalog_v1_Mood, Mood__Output as _downbeat_catalog_v1_Mood__Output } from '../../../downbeat/catalog/v1/Mood';

export interface ListMoodsResponse {
  'moods'?: (_downbeat_catalog_v1_Mood)[];
  'total'?: (number);
}

export interface ListMoodsResponse__Output {
  'moods': (_downbeat_catalog_v1_Mood__Output)[];
  'total': (number);
}
