// Original file: protos/search/v1/search.proto

import type { SearchIndex as _downbeat_search_v1_SearchIndex, SearchIndex__Output as _downbeat_search_v1_SearchIndex__Output } from '../../../downbeat/search/v1/SearchIndex';

export interface ReindexRequest {
  /**
   * Empty: every index.
   */
  'indices'?: (_downbeat_search_v1_SearchIndex)[];
}

export interface ReindexRequest__Output {
  /**
   * Empty: every index.
   */
  'indices': (_downbeat_search_v1_SearchIndex__Output)[];
}
