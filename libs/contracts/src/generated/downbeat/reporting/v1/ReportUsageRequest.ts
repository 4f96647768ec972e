// Original file: protos/reporting/v1/reporting.proto

import type { UsageEventType as _downbeat_reporting_v1_UsageEventType, UsageEventType__Output as _downbeat_reporting_v1_UsageEventType__Output } from '../../../downbeat/reporting/v1/UsageEventType';
import type { UsagePlatform as _downbeat_reporting_v1_UsagePlatform, UsagePlatform__Output as _downbeat_reporting_v1_UsagePlatform__Output } from '../../../downbeat/reporting/v1/UsagePlatform';

export interface ReportUsageRequest {
  'partnerId'?: (string);
  'userId'?: (string);
  'eventType'?: (_downbeat_reporting_v1_UsageEventType);
  'platform'?: (_downbeat_reporting_v1_UsagePlatform);
  'trackIds'?: (string)[];
  /**
   * The platform's name when platform is OTHER; absent (the public API's null) otherwise.
   */
  'other'?: (string);
  '_other'?: "other";
}

export interface ReportUsageRequest__Output {
  'partnerId': (string);
  'userId': (string);
  'eventType': (_downbeat_reporting_v1_UsageEventType__Output);
  'platform': (_downbeat_reporting_v1_UsagePlatform__Output);
  'trackIds': (string)[];
  /**
   * The platform's name when platform is OTHER; absent (the public API's null) otherwise.
   */
  'other'?: (string);
  '_other'?: "other";
}
