// Original file: protos/reporting/v1/reporting.proto

import type { AnalyticsEvent as _downbeat_reporting_v1_AnalyticsEvent, AnalyticsEvent__Output as _downbeat_reporting_v1_AnalyticsEvent__Output } from '../../../downbeat/reporting/v1/AnalyticsEvent';

export interface ReportAnalyticsEventsRequest {
  'partnerId'?: (string);
  'events'?: (_downbeat_reporting_v1_AnalyticsEvent)[];
  /**
   * The partner's Idempotency-Key header. A retry with the same key (or, without a key, the same
   * events) within the retention window is answered with the first answer and publishes nothing;
   * the same key with other events is FAILED_PRECONDITION. ALREADY_EXISTS: the first request with
   * this key is still being published; retry shortly.
   */
  'idempotencyKey'?: (string);
}

export interface ReportAnalyticsEventsRequest__Output {
  'partnerId': (string);
  'events': (_downbeat_reporting_v1_AnalyticsEvent__Output)[];
  /**
   * The partner's Idempotency-Key header. A retry with the same key (or, without a key, the same
   * events) within the retention window is answered with the first answer and publishes nothing;
   * the same key with other events is FAILED_PRECONDITION. ALREADY_EXISTS: the first request with
   * this key is still being published; retry shortly.
   */
  'idempotencyKey': (string);
}
