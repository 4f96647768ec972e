// Original file: protos/catalog/v1/catalog.proto

import type { Mood as _downbeat_catalog_v1_Mood, Mood__Output as _downbeat_catalog_v1_Mood__Output } from '../../../downbeat/catalog/v1/Mood';
import type { Track as _downbeat_catalog_v1_Track, Track__Output as _downbeat_catalog_v1_Track__Output } from '../../../downbeat/catalog/v1/Track';

export interface GetMoodResponse {
  'mood'?: (_downbeat_catalog_v1_Mood | null);
  /**
   * Empty unless include_tracks was set.
   */
  'tracks'?: (_downbeat_catalog_v1_Track)[];
  'totalTracks'?: (number);
}

export interface GetMoodResponse__Output {
  'mood': (_downbeat_catalog_v1_Mood__Output | null);
  /**
   * Empty unless include_tracks was set.
   */
  'tracks': (_downbeat_catalog_v1_Track__Output)[];
  'totalTracks': (number);
}
