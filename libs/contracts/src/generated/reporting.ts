import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { AnalyticsEvent as _downbeat_reporting_v1_AnalyticsEvent, AnalyticsEvent__Output as _downbeat_reporting_v1_AnalyticsEvent__Output } from './downbeat/reporting/v1/AnalyticsEvent';
import type { DailyUsage as _downbeat_reporting_v1_DailyUsage, DailyUsage__Output as _downbeat_reporting_v1_DailyUsage__Output } from './downbeat/reporting/v1/DailyUsage';
import type { GetDailyUsageRequest as _downbeat_reporting_v1_GetDailyUsageRequest, GetDailyUsageRequest__Output as _downbeat_reporting_v1_GetDailyUsageRequest__Output } from './downbeat/reporting/v1/GetDailyUsageRequest';
import type { GetDailyUsageResponse as _downbeat_reporting_v1_GetDailyUsageResponse, GetDailyUsageResponse__Output as _downbeat_reporting_v1_GetDailyUsageResponse__Output } from './downbeat/reporting/v1/GetDailyUsageResponse';
import type { PlatformCount as _downbeat_reporting_v1_PlatformCount, PlatformCount__Output as _downbeat_reporting_v1_PlatformCount__Output } from './downbeat/reporting/v1/PlatformCount';
import type { ReportAnalyticsEventsRequest as _downbeat_reporting_v1_ReportAnalyticsEventsRequest, ReportAnalyticsEventsRequest__Output as _downbeat_reporting_v1_ReportAnalyticsEventsRequest__Output } from './downbeat/reporting/v1/ReportAnalyticsEventsRequest';
import type { ReportAnalyticsEventsResponse as _downbeat_reporting_v1_ReportAnalyticsEventsResponse, ReportAnalyticsEventsResponse__Output as _downbeat_reporting_v1_ReportAnalyticsEventsResponse__Output } from './downbeat/reporting/v1/ReportAnalyticsEventsResponse';
import type { ReportUsageRequest as _downbeat_reporting_v1_ReportUsageRequest, ReportUsageRequest__Output as _downbeat_reporting_v1_ReportUsageRequest__Output } from './downbeat/reporting/v1/ReportUsageRequest';
import type { ReportUsageResponse as _downbeat_reporting_v1_ReportUsageResponse, ReportUsageResponse__Output as _downbeat_reporting_v1_ReportUsageResponse__Output } from './downbeat/reporting/v1/ReportUsageResponse';
import type { ReportingServiceClient as _downbeat_reporting_v1_ReportingServiceClient, ReportingServiceDefinition as _downbeat_reporting_v1_ReportingServiceDefinition } from './downbeat/reporting/v1/ReportingService';
import type { TrackDownloaded as _downbeat_reporting_v1_TrackDownloaded, TrackDownloaded__Output as _downbeat_reporting_v1_TrackDownloaded__Output } from './downbeat/reporting/v1/TrackDownloaded';
import type { TrackPreviewed as _downbeat_reporting_v1_TrackPreviewed, TrackPreviewed__Output as _downbeat_reporting_v1_TrackPreviewed__Output } from './downbeat/reporting/v1/TrackPreviewed';
import type { TrackUsage as _downbeat_reporting_v1_TrackUsage, TrackUsage__Output as _downbeat_reporting_v1_TrackUsage__Output } from './downbeat/reporting/v1/TrackUsage';
import type { TracksExported as _downbeat_reporting_v1_TracksExported, TracksExported__Output as _downbeat_reporting_v1_TracksExported__Output } from './downbeat/reporting/v1/TracksExported';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from './google/protobuf/Timestamp';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  downbeat: {
    reporting: {
      v1: {
        AnalyticsEvent: MessageTypeDefinition<_downbeat_reporting_v1_AnalyticsEvent, _downbeat_reporting_v1_AnalyticsEvent__Output>
        DailyUsage: MessageTypeDefinition<_downbeat_reporting_v1_DailyUsage, _downbeat_reporting_v1_DailyUsage__Output>
        GetDailyUsageRequest: MessageTypeDefinition<_downbeat_reporting_v1_GetDailyUsageRequest, _downbeat_reporting_v1_GetDailyUsageRequest__Output>
        GetDailyUsageResponse: MessageTypeDefinition<_downbeat_reporting_v1_GetDailyUsageResponse, _downbeat_reporting_v1_GetDailyUsageResponse__Output>
        PlatformCount: MessageTypeDefinition<_downbeat_reporting_v1_PlatformCount, _downbeat_reporting_v1_PlatformCount__Output>
        ReportAnalyticsEventsRequest: MessageTypeDefinition<_downbeat_reporting_v1_ReportAnalyticsEventsRequest, _downbeat_reporting_v1_ReportAnalyticsEventsRequest__Output>
        ReportAnalyticsEventsResponse: MessageTypeDefinition<_downbeat_reporting_v1_ReportAnalyticsEventsResponse, _downbeat_reporting_v1_ReportAnalyticsEventsResponse__Output>
        ReportUsageRequest: MessageTypeDefinition<_downbeat_reporting_v1_ReportUsageRequest, _downbeat_reporting_v1_ReportUsageRequest__Output>
        ReportUsageResponse: MessageTypeDefinition<_downbeat_reporting_v1_ReportUsageResponse, _downbeat_reporting_v1_ReportUsageResponse__Output>
        /**
         * What partners report about their users' use of the music. Every accepted report is published
         * to Kafka for the data teams (analytics.events.v1, usage.reports.v1) before the call returns; a
         * report that cannot be published fails with UNAVAILABLE and nothing of it is published.
         * Liked tracks are not here: they are an end-user fact owned by accounts.v1.AccountsService.
         */
        ReportingService: SubtypeConstructor<typeof grpc.Client, _downbeat_reporting_v1_ReportingServiceClient> & { service: _downbeat_reporting_v1_ReportingServiceDefinition }
        TrackDownloaded: MessageTypeDefinition<_downbeat_reporting_v1_TrackDownloaded, _downbeat_reporting_v1_TrackDownloaded__Output>
        TrackPreviewed: MessageTypeDefinition<_downbeat_reporting_v1_TrackPreviewed, _downbeat_reporting_v1_TrackPreviewed__Output>
        TrackUsage: MessageTypeDefinition<_downbeat_reporting_v1_TrackUsage, _downbeat_reporting_v1_TrackUsage__Output>
        TracksExported: MessageTypeDefinition<_downbeat_reporting_v1_TracksExported, _downbeat_reporting_v1_TracksExported__Output>
        UsageEventType: EnumTypeDefinition
        UsagePlatform: EnumTypeDefinition
      }
    }
  }
  google: {
    protobuf: {
      Timestamp: MessageTypeDefinition<_google_protobuf_Timestamp, _google_protobuf_Timestamp__Output>
    }
  }
}

