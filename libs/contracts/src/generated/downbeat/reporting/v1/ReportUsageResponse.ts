// Original file: protos/reporting/v1/reporting.proto


export interface ReportUsageResponse {
  /**
   * Human readable.
   */
  'message'?: (string);
  /**
   * A UUID: the published event's id.
   */
  'reportId'?: (string);
}

export interface ReportUsageResponse__Output {
  /**
   * Human readable.
   */
  'message': (string);
  /**
   * A UUID: the published event's id.
   */
  'reportId': (string);
}
