// Original file: protos/catalog/v1/catalog.proto

import type { Track as _downbeat_catalog_v1_Track, Track__Output as _downbeat_catalog_v1_Track__Output } from '../../../downbeat/catalog/v1/Track';

export interface GetTrackResponse {
  'track'?: (_downbeat_catalog_v1_Track | null);
}

export interface GetTrackResponse__Output {
  'track': (_downbeat_catalog_v1_Track__Output | null);
}
