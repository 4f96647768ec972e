// Original file: protos/catalog/v1/catalog.proto

import type { PageRequest as _downbeat_common_v1_PageRequest, PageRequest__Output as _downbeat_common_v1_PageRequest__Output } from '../../../downbeat/common/v1/PageRequest';

export interface GetMoodRequest {
  'partnerId'?: (string);
  'moodId'?: (string);
  /**
   * expand=tracks.
   */
  'includeTracks'?: (boolean);
  /**
   * Pages the tracks when include_tracks is set.
   */
  'page'?: (_downbeat_common_v1_PageRequest | null);
}

export interface GetMoodRequest__Output {
  'partnerId': (string);
  'moodId': (string);
  /**
   * expand=tracks.
   */
  'includeTracks': (boolean);
  /**
   * Pages the tracks when include_tracks is set.
   */
  'page': (_downbeat_common_v1_PageRequest__Output | null);
}
