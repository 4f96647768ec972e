import { USAGE_SUMMARY_RULES, type reporting } from '@downbeat/contracts';
import { invalidArgument, unary, type Logger } from '@downbeat/platform';
import type { AnalyticsReports } from '../domain/analytics-reports';
import type { DailyUsageCounts } from '../domain/daily-usage';
import type { UsageReports } from '../domain/usage-reports';
import { dailyUsageMessage, reportedEvent, usageReport } from './messages';

const TOP_TRACKS = USAGE_SUMMARY_RULES.topTracks;

/** Thin translation between ReportingService RPCs and the domain; no logic of its own. */
export function reportingHandlers(deps: {
  analytics: AnalyticsReports;
  usage: UsageReports;
  dailyUsage: DailyUsageCounts;
  logger: Logger;
}): reporting.ReportingServiceHandlers {
  const { analytics, usage, dailyUsage, logger } = deps;
  return {
    ReportAnalyticsEvents: unary(logger, (request: reporting.ReportAnalyticsEventsRequest__Output) =>
      analytics.report(request.partnerId, request.events.map(reportedEvent), request.idempotencyKey),
    ),
    ReportUsage: unary(logger, async (request: reporting.ReportUsageRequest__Output) => {
      const { reportId } = await usage.report(usageReport(request));
      return { message: 'Usage reported', reportId };
    }),
    GetDailyUsage: unary(logger, async (request: reporting.GetDailyUsageRequest__Output) => {
      const top = request.topTracks || TOP_TRACKS.default;
      if (top < 1 || top > TOP_TRACKS.max)
        throw invalidArgument('Bad request', [
          { key: 'topTracks', messages: [`must be between 1 and ${TOP_TRACKS.max}`] },
        ]);
      const days = await dailyUsage.read(request.partnerId, request.from, request.to, top);
      return { days: days.map(dailyUsageMessage) };
    }),
  };
}
