// Original file: protos/reporting/v1/reporting.proto

import type { AnalyticsEvent as _downbeat_reporting_v1_AnalyticsEvent, AnalyticsEvent__Output as _downbeat_reporting_v1_AnalyticsEvent__Output } from '../../../downbeat/reporting/v1/AnalyticsEvent';

export interface ReportAnalyticsEventsRequest {
  'partnerId'?: (string);
  'events'?: (_downbeat_reporting_v1_AnalyticsEvent)[];
}

export interface ReportAnalyticsEventsRequest__Output {
  'partnerId': (string);
  'events': (_downbeat_reporting_v1_AnalyticsEvent__Output)[];
}
