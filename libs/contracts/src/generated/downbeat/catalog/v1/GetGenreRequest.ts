// Original file: protos/catalog/v1/catalog.proto

import type { PageRequest as _downbeat_common_v1_PageRequest, PageRequest__Output as _downbeat_common_v1_PageRequest__Output } from '../../../downbeat/common/v1/PageRequest';

export interface GetGenreRequest {
  'partnerId'?: (string);
  'genreId'?: (string);
  /**
   * expand=tracks.
   */
  'includeTracks'?: (boolean);
  'page'?: (_downbeat_common_v1_PageRequest | null);
}

export interface GetGenreRequest__Output {
  'partnerId': (string);
  'genreId': (string);
  /**
   * expand=tracks.
   */
  'includeTracks': (boolean);
  'page': (_downbeat_common_v1_PageRequest__Output | null);
}
