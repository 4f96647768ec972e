// Original file: protos/search/v1/search.proto

import type { PageRequest as _downbeat_common_v1_PageRequest, PageRequest__Output as _downbeat_common_v1_PageRequest__Output } from '../../../downbeat/common/v1/PageRequest';
import type { TrackSort as _downbeat_search_v1_TrackSort, TrackSort__Output as _downbeat_search_v1_TrackSort__Output } from '../../../downbeat/search/v1/TrackSort';
import type { SortOrder as _downbeat_common_v1_SortOrder, SortOrder__Output as _downbeat_common_v1_SortOrder__Output } from '../../../downbeat/common/v1/SortOrder';

export interface SearchTracksRequest {
  'partnerId'?: (string);
  'page'?: (_downbeat_common_v1_PageRequest | null);
  /**
   * Empty: every track matches (then relevance falls back to newest first).
   */
  'term'?: (string);
  'genreIds'?: (string)[];
  'moodIds'?: (string)[];
  'sort'?: (_downbeat_search_v1_TrackSort);
  'order'?: (_downbeat_common_v1_SortOrder);
  /**
   * BPM range, inclusive; absent: unbounded. A track without a BPM matches no bounded range.
   */
  'bpmMin'?: (number);
  'bpmMax'?: (number);
  '_bpmMin'?: "bpmMin";
  '_bpmMax'?: "bpmMax";
}

export interface SearchTracksRequest__Output {
  'partnerId': (string);
  'page': (_downbeat_common_v1_PageRequest__Output | null);
  /**
   * Empty: every track matches (then relevance falls back to newest first).
   */
  'term': (string);
  'genreIds': (string)[];
  'moodIds': (string)[];
  'sort': (_downbeat_search_v1_TrackSort__Output);
  'order': (_downbeat_common_v1_SortOrder__Output);
  /**
   * BPM range, inclusive; absent: unbounded. A track without a BPM matches no bounded range.
   */
  'bpmMin'?: (number);
  'bpmMax'?: (number);
  '_bpmMin'?: "bpmMin";
  '_bpmMax'?: "bpmMax";
}
