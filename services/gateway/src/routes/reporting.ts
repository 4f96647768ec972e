import { toTimestamp, type reporting } from '@downbeat/contracts';
import { callerOf } from '../auth/authenticate';
import type { ApiRouter } from '../http/api-router';
import { requireTracks } from '../http/known-tracks';
import type { GatewayInputs } from '../openapi/document';
import { configured, REPORTING, type Upstreams } from '../upstreams/upstreams';

/** Publishing waits for acks from every in-sync replica; a fresh topic takes a moment to create. */
const REPORT_DEADLINE_MS = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One analytics event as the operation's body schema declares it. */
type AnalyticsEvent = GatewayInputs['reportAnalyticsEvents']['body']['events'][number];

/** `POST /v0/analytics/report`, `POST /v0/usage`, `GET /v0/usage/summary`. */
export function reportingRoutes(api: ApiRouter, upstreams: Upstreams): void {
  const client = () => configured(upstreams.reporting, REPORTING);

  api.handle('reportAnalyticsEvents', async (_request, response, { params, body }) => {
    const request: reporting.ReportAnalyticsEventsRequest = {
      partnerId: callerOf(response).partnerId,
      events: body.events.map(analyticsEventMessage),
      idempotencyKey: params['Idempotency-Key'] ?? '',
    };
    const answer = await client().reportAnalyticsEvents(request, { deadlineMs: REPORT_DEADLINE_MS });
    response.set('Cache-Control', 'no-store').json({ batchId: answer.batchId, eventsCount: answer.eventsCount });
  });

  api.handle('reportUsage', async (_request, response, { body }) => {
    const caller = callerOf(response);
    await requireTracks(upstreams, caller.partnerId, body.trackIds, 'trackIds');
    const answer = await client().reportUsage(
      {
        partnerId: caller.partnerId,
        userId: caller.userId ?? '',
        eventType: 'USAGE_EVENT_TYPE_EXPORTED',
        platform: `USAGE_PLATFORM_${body.platform}` as reporting.UsagePlatform,
        trackIds: body.trackIds,
        ...(body.other === undefined || body.other === null ? {} : { other: body.other }),
      },
      { deadlineMs: REPORT_DEADLINE_MS },
    );
    response.set('Cache-Control', 'no-store').json({ message: answer.message });
  });

  api.handle('getUsageSummary', async (_request, response, { params }) => {
    const days = await readDailyUsage(upstreams, callerOf(response).partnerId, { ...params, defaultDays: 7 });
    response.set('Cache-Control', 'private, no-cache').json({ days });
  });
}

/** A partner's usage per day (UTC) from reporting; `to` defaults to today, `from` to `defaultDays` days up to it. */
export async function readDailyUsage(
  upstreams: Upstreams,
  partnerId: string,
  range: { from?: string; to?: string; topTracks?: number; defaultDays: number },
) {
  const to = range.to ?? new Date().toISOString().slice(0, 10);
  const from =
    range.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - (range.defaultDays - 1) * DAY_MS).toISOString().slice(0, 10);
  const answer = await configured(upstreams.reporting, REPORTING).getDailyUsage({
    partnerId,
    from,
    to,
    topTracks: range.topTracks ?? 0,
  });
  return answer.days.map((usage) => ({
    day: usage.day,
    previews: Number(usage.previews),
    downloads: Number(usage.downloads),
    exports: Number(usage.exports),
    exportsByPlatform: usage.exportsByPlatform.map(({ platform, count }) => ({ platform, count: Number(count) })),
    topTracks: usage.topTracks.map((track) => ({
      trackId: track.trackId,
      previews: Number(track.previews),
      downloads: Number(track.downloads),
      exports: Number(track.exports),
    })),
  }));
}

function analyticsEventMessage(event: AnalyticsEvent): reporting.AnalyticsEvent {
  const { analyticsEvent: activity } = event;
  const occurredAt = new Date(event.timestamp);
  return {
    userId: String(event.userId),
    ...(Number.isNaN(occurredAt.getTime()) ? {} : { occurredAt: toTimestamp(occurredAt) }),
    ...(event.userConnected === undefined ? {} : { userConnected: event.userConnected }),
    ...(activity.type === 'trackPreviewed' ? { trackPreviewed: { trackId: activity.trackId ?? '' } } : {}),
    ...(activity.type === 'trackDownloaded'
      ? {
          trackDownloaded: {
            trackId: activity.trackId ?? '',
            format: activity.format ?? '',
            quality: activity.quality ?? '',
          },
        }
      : {}),
    ...(activity.type === 'tracksExported'
      ? { tracksExported: { trackIds: activity.trackIds ?? [], platform: activity.platform ?? '' } }
      : {}),
  };
}
