// Original file: protos/search/v1/search.proto

import type { Suggestion as _downbeat_search_v1_Suggestion, Suggestion__Output as _downbeat_search_v1_Suggestion__Output } from '../../../downbeat/search/v1/Suggestion';

export interface GetSearchSuggestionsResponse {
  'suggestions'?: (_downbeat_search_v1_Suggestion)[];
}

export interface GetSearchSuggestionsResponse__Output {
  'suggestions': (_downbeat_search_v1_Suggestion__Output)[];
}
