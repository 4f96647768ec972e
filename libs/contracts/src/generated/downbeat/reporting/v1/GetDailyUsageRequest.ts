// Original file: protos/reporting/v1/reporting.proto


export interface GetDailyUsageRequest {
  'partnerId'?: (string);
  /**
   * Inclusive UTC days, YYYY-MM-DD; at most 31 days.
   */
  'from'?: (string);
  'to'?: (string);
  /**
   * Most used tracks to return per day (default 10, at most 50).
   */
  'topTracks'?: (number);
}

export interface GetDailyUsageRequest__Output {
  'partnerId': (string);
  /**
   * Inclusive UTC days, YYYY-MM-DD; at most 31 days.
   */
  'from': (string);
  'to': (string);
  /**
   * Most used tracks to return per day (default 10, at most 50).
   */
  'topTracks': (number);
}
