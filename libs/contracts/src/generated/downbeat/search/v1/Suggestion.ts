// Original file: protos/search/v1/search.proto

import type { SuggestionType as _downbeat_search_v1_SuggestionType, SuggestionType__Output as _downbeat_search_v1_SuggestionType__Output } from '../../../downbeat/search/v1/SuggestionType';

export interface Suggestion {
  /**
   * Passed back as the `term` of a track search when chosen.
   */
  'value'?: (string);
  /**
   * Shown to the user.
   */
  'title'?: (string);
  'type'?: (_downbeat_search_v1_SuggestionType);
}

export interface Suggestion__Output {
  /**
   * Passed back as the `term` of a track search when chosen.
   */
  'value': (string);
  /**
   * Shown to the user.
   */
  'title': (string);
  'type': (_downbeat_search_v1_SuggestionType__Output);
}
