// Original file: protos/search/v1/search.proto


export interface GetSearchSuggestionsRequest {
  'partnerId'?: (string);
  'term'?: (string);
  /**
   * Absent or 0: the service default.
   */
  'limit'?: (number);
}

export interface GetSearchSuggestionsRequest__Output {
  'partnerId': (string);
  'term': (string);
  /**
   * Absent or 0: the service default.
   */
  'limit': (number);
}
