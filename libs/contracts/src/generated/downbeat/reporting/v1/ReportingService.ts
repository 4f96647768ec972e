// Original file: protos/reporting/v1/reporting.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { GetDailyUsageRequest as _downbeat_reporting_v1_GetDailyUsageRequest, GetDailyUsageRequest__Output as _downbeat_reporting_v1_GetDailyUsageRequest__Output } from '../../../downbeat/reporting/v1/GetDailyUsageRequest';
import type { GetDailyUsageResponse as _downbeat_reporting_v1_GetDailyUsageResponse, GetDailyUsageResponse__Output as _downbeat_reporting_v1_GetDailyUsageResponse__Output } from '../../../downbeat/reporting/v1/GetDailyUsageResponse';
import type { ReportAnalyticsEventsRequest as _downbeat_reporting_v1_ReportAnalyticsEventsRequest, ReportAnalyticsEventsRequest__Output as _downbeat_reporting_v1_ReportAnalyticsEventsRequest__Output } from '../../../downbeat/reporting/v1/ReportAnalyticsEventsRequest';
import type { ReportAnalyticsEventsResponse as _downbeat_reporting_v1_ReportAnalyticsEventsResponse, ReportAnalyticsEventsResponse__Output as _downbeat_reporting_v1_ReportAnalyticsEventsResponse__Output } from '../../../downbeat/reporting/v1/ReportAnalyticsEventsResponse';
import type { ReportUsageRequest as _downbeat_reporting_v1_ReportUsageRequest, ReportUsageRequest__Output as _downbeat_reporting_v1_ReportUsageRequest__Output } from '../../../downbeat/reporting/v1/ReportUsageRequest';
import type { ReportUsageResponse as _downbeat_reporting_v1_ReportUsageResponse, ReportUsageResponse__Output as _downbeat_reporting_v1_ReportUsageResponse__Output } from '../../../downbeat/reporting/v1/ReportUsageResponse';

/**
 * What partners report about their users' use of the music. Every accepted report is published
 * to Kafka for the data teams (analytics.events.v1, usage.reports.v1) before the call returns; a
 * report that cannot be published fails with UNAVAILABLE and nothing of it is published.
 * Liked tracks are not here: they are an end-user fact owned by accounts.v1.AccountsService.
 */
export interface ReportingServiceClient extends grpc.Client {
  /**
   * A partner's usage per day (UTC), counted from analytics.events.v1 by this service's own
   * consumer: previews, downloads, exports per platform and the most used tracks. Counts trail
   * the topic by the consumer's lag (normally well under a second). INVALID_ARGUMENT (keys
   * `from`, `to`): not a day, or a range over 31 days.
   */
  GetDailyUsage(argument: _downbeat_reporting_v1_GetDailyUsageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_reporting_v1_GetDailyUsageResponse__Output>): grpc.ClientUnaryCall;
  GetDailyUsage(argument: _downbeat_reporting_v1_GetDailyUsageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_reporting_v1_GetDailyUsageResponse__Output>): grpc.ClientUnaryCall;
  GetDailyUsage(argument: _downbeat_reporting_v1_GetDailyUsageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_reporting_v1_GetDailyUsageResponse__Output>): grpc.ClientUnaryCall;
  GetDailyUsage(argument: _downbeat_reporting_v1_GetDailyUsageRequest, callback: grpc.requestCallback<_downbeat_reporting_v1_GetDailyUsageResponse__Output>): grpc.ClientUnaryCall;
  /**
   * A partner's usage per day (UTC), counted from analytics.events.v1 by this service's own
   * consumer: previews, downloads, exports per platform and the most used tracks. Counts trail
   * the topic by the consumer's lag (normally well under a second). INVALID_ARGUMENT (keys
   * `from`, `to`): not a day, or a range over 31 days.
   */
  getDailyUsage(argument: _downbeat_reporting_v1_GetDailyUsageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_reporting_v1_GetDailyUsageResponse__Output>): grpc.ClientUnaryCall;
  getDailyUsage(argument: _downbeat_reporting_v1_GetDailyUsageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_reporting_v1_GetDailyUsageResponse__Output>): grpc.ClientUnaryCall;
  getDailyUsage(argument: _downbeat_reporting_v1_GetDailyUsageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_reporting_v1_GetDailyUsageResponse__Output>): grpc.ClientUnaryCall;
  getDailyUsage(argument: _downbeat_reporting_v1_GetDailyUsageRequest, callback: grpc.requestCallback<_downbeat_reporting_v1_GetDailyUsageResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * A batch of analytics events (at most 100). INVALID_ARGUMENT names the offending event index
   * and field, e.g. a timestamp older than 7 days or more than 50 track ids in one event; the
   * whole batch is then refused.
   */
  ReportAnalyticsEvents(argument: _downbeat_reporting_v1_ReportAnalyticsEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_reporting_v1_ReportAnalyticsEventsResponse__Output>): grpc.ClientUnaryCall;
  ReportAnalyticsEvents(argument: _downbeat_reporting_v1_ReportAnalyticsEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_reporting_v1_ReportAnalyticsEventsResponse__Output>): grpc.ClientUnaryCall;
  ReportAnalyticsEvents(argument: _downbeat_reporting_v1_ReportAnalyticsEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_reporting_v1_ReportAnalyticsEventsResponse__Output>): grpc.ClientUnaryCall;
  ReportAnalyticsEvents(argument: _downbeat_reporting_v1_ReportAnalyticsEventsRequest, callback: grpc.requestCallback<_downbeat_reporting_v1_ReportAnalyticsEventsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * A batch of analytics events (at most 100). INVALID_ARGUMENT names the offending event index
   * and field, e.g. a timestamp older than 7 days or more than 50 track ids in one event; the
   * whole batch is then refused.
   */
  reportAnalyticsEvents(argument: _downbeat_reporting_v1_ReportAnalyticsEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_reporting_v1_ReportAnalyticsEventsResponse__Output>): grpc.ClientUnaryCall;
  reportAnalyticsEvents(argument: _downbeat_reporting_v1_ReportAnalyticsEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_reporting_v1_ReportAnalyticsEventsResponse__Output>): grpc.ClientUnaryCall;
  reportAnalyticsEvents(argument: _downbeat_reporting_v1_ReportAnalyticsEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_reporting_v1_ReportAnalyticsEventsResponse__Output>): grpc.ClientUnaryCall;
  reportAnalyticsEvents(argument: _downbeat_reporting_v1_ReportAnalyticsEventsRequest, callback: grpc.requestCallback<_downbeat_reporting_v1_ReportAnalyticsEventsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * One usage report (an export of tracks to a platform).
   */
  ReportUsage(argument: _downbeat_reporting_v1_ReportUsageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_reporting_v1_ReportUsageResponse__Output>): grpc.ClientUnaryCall;
  ReportUsage(argument: _downbeat_reporting_v1_ReportUsageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_reporting_v1_ReportUsageResponse__Output>): grpc.ClientUnaryCall;
  ReportUsage(argument: _downbeat_reporting_v1_ReportUsageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_reporting_v1_ReportUsageResponse__Output>): grpc.ClientUnaryCall;
  ReportUsage(argument: _downbeat_reporting_v1_ReportUsageRequest, callback: grpc.requestCallback<_downbeat_reporting_v1_ReportUsageResponse__Output>): grpc.ClientUnaryCall;
  /**
   * One usage report (an export of tracks to a platform).
   */
  reportUsage(argument: _downbeat_reporting_v1_ReportUsageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_reporting_v1_ReportUsageResponse__Output>): grpc.ClientUnaryCall;
  reportUsage(argument: _downbeat_reporting_v1_ReportUsageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_downbeat_reporting_v1_ReportUsageResponse__Output>): grpc.ClientUnaryCall;
  reportUsage(argument: _downbeat_reporting_v1_ReportUsageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_downbeat_reporting_v1_ReportUsageResponse__Output>): grpc.ClientUnaryCall;
  reportUsage(argument: _downbeat_reporting_v1_ReportUsageRequest, callback: grpc.requestCallback<_downbeat_reporting_v1_ReportUsageResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * What partners report about their users' use of the music. Every accepted report is published
 * to Kafka for the data teams (analytics.events.v1, usage.reports.v1) before the call returns; a
 * report that cannot be published fails with UNAVAILABLE and nothing of it is published.
 * Liked tracks are not here: they are an end-user fact owned by accounts.v1.AccountsService.
 */
export interface ReportingServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * A partner's usage per day (UTC), counted from analytics.events.v1 by this service's own
   * consumer: previews, downloads, exports per platform and the most used tracks. Counts trail
   * the topic by the consumer's lag (normally well under a second). INVALID_ARGUMENT (keys
   * `from`, `to`): not a day, or a range over 31 days.
   */
  GetDailyUsage: grpc.handleUnaryCall<_downbeat_reporting_v1_GetDailyUsageRequest__Output, _downbeat_reporting_v1_GetDailyUsageResponse>;
  
  /**
   * A batch of analytics events (at most 100). INVALID_ARGUMENT names the offending event index
   * and field, e.g. a timestamp older than 7 days or more than 50 track ids in one event; the
   * whole batch is then refused.
   */
  ReportAnalyticsEvents: grpc.handleUnaryCall<_downbeat_reporting_v1_ReportAnalyticsEventsRequest__Output, _downbeat_reporting_v1_ReportAnalyticsEventsResponse>;
  
  /**
   * One usage report (an export of tracks to a platform).
   */
  ReportUsage: grpc.handleUnaryCall<_downbeat_reporting_v1_ReportUsageRequest__Output, _downbeat_reporting_v1_ReportUsageResponse>;
  
}

export interface ReportingServiceDefinition extends grpc.ServiceDefinition {
  GetDailyUsage: MethodDefinition<_downbeat_reporting_v1_GetDailyUsageRequest, _downbeat_reporting_v1_GetDailyUsageResponse, _downbeat_reporting_v1_GetDailyUsageRequest__Output, _downbeat_reporting_v1_GetDailyUsageResponse__Output>
  ReportAnalyticsEvents: MethodDefinition<_downbeat_reporting_v1_ReportAnalyticsEventsRequest, _downbeat_reporting_v1_ReportAnalyticsEventsResponse, _downbeat_reporting_v1_ReportAnalyticsEventsRequest__Output, _downbeat_reporting_v1_ReportAnalyticsEventsResponse__Output>
  ReportUsage: MethodDefinition<_downbeat_reporting_v1_ReportUsageRequest, _downbeat_reporting_v1_ReportUsageResponse, _downbeat_reporting_v1_ReportUsageRequest__Output, _downbeat_reporting_v1_ReportUsageResponse__Output>
}
