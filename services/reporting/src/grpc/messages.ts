import { fromTimestamp, type reporting, type UsagePlatform } from '@downbeat/contracts';
import type { Activity, ReportedEvent } from '../domain/analytics-events';
import type { DailyUsage } from '../domain/daily-usage';
import type { UsageReport } from '../domain/usage-reports';

/** reporting.v1 messages ⇄ domain values. Shapes only; every rule lives in the domain. */

export function reportedEvent(message: reporting.AnalyticsEvent__Output): ReportedEvent {
  return {
    userId: message.userId,
    occurredAt: fromTimestamp(message.occurredAt),
    ...(message.userConnected === undefined ? {} : { userConnected: message.userConnected }),
    activity: activityOf(message),
  };
}

function activityOf(message: reporting.AnalyticsEvent__Output): Activity | undefined {
  switch (message.analyticsEvent) {
    case 'trackPreviewed':
      return { type: 'trackPreviewed', trackId: message.trackPreviewed?.trackId ?? '' };
    case 'trackDownloaded':
      return {
        type: 'trackDownloaded',
        trackId: message.trackDownloaded?.trackId ?? '',
        format: message.trackDownloaded?.format ?? '',
        quality: message.trackDownloaded?.quality ?? '',
      };
    case 'tracksExported':
      return {
        type: 'tracksExported',
        trackIds: message.tracksExported?.trackIds ?? [],
        platform: message.tracksExported?.platform ?? '',
      };
    default:
      return undefined;
  }
}

const PLATFORMS: Record<string, UsagePlatform> = {
  USAGE_PLATFORM_YOUTUBE: 'YOUTUBE',
  USAGE_PLATFORM_TWITTER: 'TWITTER',
  USAGE_PLATFORM_TWITCH: 'TWITCH',
  USAGE_PLATFORM_FACEBOOK: 'FACEBOOK',
  USAGE_PLATFORM_INSTAGRAM: 'INSTAGRAM',
  USAGE_PLATFORM_TIKTOK: 'TIKTOK',
  USAGE_PLATFORM_OTHER: 'OTHER',
  USAGE_PLATFORM_LOCAL: 'LOCAL',
};

export function usageReport(message: reporting.ReportUsageRequest__Output): UsageReport {
  return {
    partnerId: message.partnerId,
    userId: message.userId,
    eventType: message.eventType === 'USAGE_EVENT_TYPE_EXPORTED' ? 'EXPORTED' : undefined,
    platform: PLATFORMS[message.platform],
    trackIds: message.trackIds,
    other: message.other,
  };
}

export function dailyUsageMessage(usage: DailyUsage): reporting.DailyUsage {
  return {
    day: usage.day,
    previews: usage.previews,
    downloads: usage.downloads,
    exports: usage.exports,
    exportsByPlatform: usage.exportsByPlatform,
    topTracks: usage.topTracks.map((track) => ({ ...track })),
  };
}
