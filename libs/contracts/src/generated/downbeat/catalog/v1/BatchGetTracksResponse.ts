// Original file: protos/catalog/v1/catalog.proto

import type { Track as _downbeat_catalog_v1_Track, Track__Output as _downbeat_catalog_v1_Track__Output } from '../../../downbeat/catalog/v1/Track';

export interface BatchGetTracksResponse {
  'tracks'?: (_downbeat_catalog_v1_Track)[];
  'missingTrackIds'?: (string)[];
}

export interface BatchGetTracksResponse__Output {
  'tracks': (_downbeat_catalog_v1_Track__Output)[];
  'missingTrackIds': (string)[];
}
