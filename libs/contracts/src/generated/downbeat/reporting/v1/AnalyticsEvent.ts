// Original file: protos/reporting/v1/reporting.proto

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../google/protobuf/Timestamp';
import type { TrackPreviewed as _downbeat_reporting_v1_TrackPreviewed, TrackPreviewed__Output as _downbeat_reporting_v1_TrackPreviewed__Output } from '../../../downbeat/reporting/v1/TrackPreviewed';
import type { TrackDownloaded as _downbeat_reporting_v1_TrackDownloaded, TrackDownloaded__Output as _downbeat_reporting_v1_TrackDownloaded__Output } from '../../../downbeat/reporting/v1/TrackDownloaded';
import type { TracksExported as _downbeat_reporting_v1_TracksExported, TracksExported__Output as _downbeat_reporting_v1_TracksExported__Output } from '../../../downbeat/reporting/v1/TracksExported';

export interface AnalyticsEvent {
  /**
   * The partner's end-user id.
   */
  'userId'?: (string);
  /**
   * When it happened at the partner (the public API's `timestamp`); at most 7 days old.
   */
  'occurredAt'?: (_google_protobuf_Timestamp | null);
  /**
   * Absent when the partner did not say.
   */
  'userConnected'?: (boolean);
  'trackPreviewed'?: (_downbeat_reporting_v1_TrackPreviewed | null);
  'trackDownloaded'?: (_downbeat_reporting_v1_TrackDownloaded | null);
  'tracksExported'?: (_downbeat_reporting_v1_TracksExported | null);
  '_userConnected'?: "userConnected";
  /**
   * The public API's `analyticsEvent`, by its `type`. A type this service does not know arrives
   * with nothing set and is refused as INVALID_ARGUMENT.
   */
  'analyticsEvent'?: "trackPreviewed"|"trackDownloaded"|"tracksExported";
}

export interface AnalyticsEvent__Output {
  /**
   * The partner's end-user id.
   */
  'userId': (string);
  /**
   * When it happened at the partner (the public API's `timestamp`); at most 7 days old.
   */
  'occurredAt': (_google_protobuf_Timestamp__Output | null);
  /**
   * Absent when the partner did not say.
   */
  'userConnected'?: (boolean);
  'trackPreviewed'?: (_downbeat_reporting_v1_TrackPreviewed__Output | null);
  'trackDownloaded'?: (_downbeat_reporting_v1_TrackDownloaded__Output | null);
  'tracksExported'?: (_downbeat_reporting_v1_TracksExported__Output | null);
  '_userConnected'?: "userConnected";
  /**
   * The public API's `analyticsEvent`, by its `type`. A type this service does not know arrives
   * with nothing set and is refused as INVALID_ARGUMENT.
   */
  'analyticsEvent'?: "trackPreviewed"|"trackDownloaded"|"tracksExported";
}
