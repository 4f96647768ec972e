// Original file: protos/reporting/v1/reporting.proto

import type { DailyUsage as _downbeat_reporting_v1_DailyUsage, DailyUsage__Output as _downbeat_reporting_v1_DailyUsage__Output } from '../../../downbeat/reporting/v1/DailyUsage';

export interface GetDailyUsageResponse {
  /**
   * Every day of the range, oldest first, including days without events (all zero).
   */
  'days'?: (_downbeat_reporting_v1_DailyUsage)[];
}

export interface GetDailyUsageResponse__Output {
  /**
   * Every day of the range, oldest first, including days without events (all zero).
   */
  'days': (_downbeat_reporting_v1_DailyUsage__Output)[];
}
