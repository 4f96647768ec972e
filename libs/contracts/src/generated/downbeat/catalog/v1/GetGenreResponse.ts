// Original file: protos/catalog/v1/catalog.proto

import type { Genre as _downbeat_catalog_v1_Genre, Genre__Output as _downbeat_catalog_v1_Genre__Output } from '../../../downbeat/catalog/v1/Genre';
import type { Track as _downbeat_catalog_v1_Track, Track__Output as _downbeat_catalog_v1_Track__Output } from '../../../downbeat/catalog/v1/Track';

export interface GetGenreResponse {
  'genre'?: (_downbeat_catalog_v1_Genre | null);
  /**
   * Empty unless include_tracks was set.
   */
  'tracks'?: (_downbeat_catalog_v1_Track)[];
  'totalTracks'?: (number);
}

export interface GetGenreResponse__Output {
  'genre': (_downbeat_catalog_v1_Genre__Output | null);
  /**
   * Empty unless include_tracks was set.
   */
  'tracks': (_downbeat_catalog_v1_Track__Output)[];
  'totalTracks': (number);
}
