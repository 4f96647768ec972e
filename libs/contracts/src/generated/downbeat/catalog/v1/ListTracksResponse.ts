// Original file: protos/catalog/v1/catalog.proto

import type { Track as _downbeat_catalog_v1_Track, Track__Output as _downbeat_catalog_v1_Track__Output } from '../../../downbeat/catalog/v1/Track';

export interface ListTracksResponse {
  'tracks'?: (_downbeat_catalog_v1_Track)[];
  'total'?: (number);
}

export interface ListTracksResponse__Output {
  'tracks': (_downbeat_catalog_v1_Track__Output)[];
  'total': (number);
}
