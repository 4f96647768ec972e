// Original file: protos/reporting/v1/reporting.proto


export interface ReportAnalyticsEventsResponse {
  /**
   * A UUID that ties the published events together (their batchId).
   */
  'batchId'?: (string);
  'eventsCount'?: (number);
}

export interface ReportAnalyticsEventsResponse__Output {
  /**
   * A UUID that ties the published events together (their batchId).
   */
  'batchId': (string);
  'eventsCount': (number);
}
