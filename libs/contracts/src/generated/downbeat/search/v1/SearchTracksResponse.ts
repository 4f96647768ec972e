// Original file: protos/search/v1/search.proto

import type { Aggregations as _downbeat_common_v1_Aggregations, Aggregations__Output as _downbeat_common_v1_Aggregations__Output } from '../../../downbeat/common/v1/Aggregations';

export interface SearchTracksResponse {
  'trackIds'?: (string)[];
  'total'?: (number);
  /**
   * Over every match, not only the page.
   */
  'aggregations'?: (_downbeat_common_v1_Aggregations | null);
}

export interface SearchTracksResponse__Output {
  'trackIds': (string)[];
  'total': (number);
  /**
   * Over every match, not only the page.
   */
  'aggregations': (_downbeat_common_v1_Aggregations__Output | null);
}
