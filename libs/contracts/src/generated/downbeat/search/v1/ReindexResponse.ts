// Original file: protos/search/v1/search.proto

import type { SearchIndex as _downbeat_search_v1_SearchIndex, SearchIndex__Output as _downbeat_search_v1_SearchIndex__Output } from '../../../downbeat/search/v1/SearchIndex';

/**
 * One progress report of a reindex.
 */
export interface ReindexResponse {
  'index'?: (_downbeat_search_v1_SearchIndex);
  /**
   * Documents copied into the new generation so far, and how many there are to copy.
   */
  'copied'?: (number);
  'total'?: (number);
  /**
   * Set on the index's last message, once reads use the new generation.
   */
  'done'?: (boolean);
  /**
   * The new generation's name, e.g. `downbeat-tracks-v2`; set when done.
   */
  'generation'?: (string);
}

/**
 * One progress report of a reindex.
 */
export interface ReindexResponse__Output {
  'index': (_downbeat_search_v1_SearchIndex__Output);
  /**
   * Documents copied into the new generation so far, and how many there are to copy.
   */
  'copied': (number);
  'total': (number);
  /**
   * Set on the index's last message, once reads use the new generation.
   */
  'done': (boolean);
  /**
   * The new generation's name, e.g. `downbeat-tracks-v2`; set when done.
   */
  'generation': (string);
}
