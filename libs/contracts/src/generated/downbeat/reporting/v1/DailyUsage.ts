// Original file: protos/reporting/v1/reporting.proto

import type { PlatformCount as _downbeat_reporting_v1_PlatformCount, PlatformCount__Output as _downbeat_reporting_v1_PlatformCount__Output } from '../../../downbeat/reporting/v1/PlatformCount';
import type { TrackUsage as _downbeat_reporting_v1_TrackUsage, TrackUsage__Output as _downbeat_reporting_v1_TrackUsage__Output } from '../../../downbeat/reporting/v1/TrackUsage';
import type { Long } from '@grpc/proto-loader';

export interface DailyUsage {
  /**
   * YYYY-MM-DD (UTC, by the event's own time).
   */
  'day'?: (string);
  'previews'?: (number | string | Long);
  'downloads'?: (number | string | Long);
  'exports'?: (number | string | Long);
  /**
   * Exports by platform as reported, most first.
   */
  'exportsByPlatform'?: (_downbeat_reporting_v1_PlatformCount)[];
  /**
   * Tracks by previews + downloads + exports, most first.
   */
  'topTracks'?: (_downbeat_reporting_v1_TrackUsage)[];
}

export interface DailyUsage__Output {
  /**
   * YYYY-MM-DD (UTC, by the event's own time).
   */
  'day': (string);
  'previews': (string);
  'downloads': (string);
  'exports': (string);
  /**
   * Exports by platform as reported, most first.
   */
  'exportsByPlatform': (_downbeat_reporting_v1_PlatformCount__Output)[];
  /**
   * Tracks by previews + downloads + exports, most first.
   */
  'topTracks': (_downbeat_reporting_v1_TrackUsage__Output)[];
}
