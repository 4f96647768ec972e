import {
  ANALYTICS_ACTIVITY_TYPES,
  ANALYTICS_RULES,
  USAGE_PLATFORMS,
  USAGE_RULES,
  USAGE_SUMMARY_RULES,
} from '@downbeat/contracts';
import { calendarDay, operation, type Parameter, type PathItem } from './operation';
import { END_USER_ID, ref } from './schemas';
import { object, type Schema } from './schema-builders';

/**
 * Reporting: analytics events (partner), usage reports (user) and the partner's usage summary
 * (our addition). Every limit (spec §8: events per request, track ids per event, text lengths,
 * event age; the summary's span) comes from libs/contracts, which reporting enforces too.
 */

const text = (maxLength: number, description?: string): Schema<string> => ({
  type: 'string',
  minLength: 1,
  maxLength,
  ...(description ? { description } : {}),
});
/** Taken as reported within the analytics operation's length limit. */
const reported = (description?: string) => text(ANALYTICS_RULES.maxTextLength, description);

const requiredFor = (type: string, fields: string[]): Schema => ({
  if: { properties: { type: { const: type } }, required: ['type'] },
  then: { required: fields },
});

const analyticsEvent = {
  type: 'object',
  required: ['userId', 'timestamp', 'analyticsEvent'],
  properties: {
    userId: END_USER_ID,
    timestamp: {
      type: 'string',
      format: 'date-time',
      'x-event-time': true,
      description: `When it happened (RFC 3339). At most ${ANALYTICS_RULES.maxEventAgeDays} days old; at most ${ANALYTICS_RULES.maxClockSkewMinutes} minutes ahead of our clock (\`x-event-time\`).`,
    },
    userConnected: { type: 'boolean', description: 'Whether the user has connected an account, if known.' },
    analyticsEvent: {
      type: 'object',
      required: ['type'],
      description:
        'By `type`: trackPreviewed {trackId}; trackDownloaded {trackId, format, quality}; tracksExported {trackIds, platform}.',
      properties: {
        type: { type: 'string', enum: [...ANALYTICS_ACTIVITY_TYPES] },
        trackId: reported(),
        format: reported('As reported, e.g. "mp3".'),
        quality: reported('As reported, e.g. "normal" or "high".'),
        trackIds: { type: 'array', minItems: 1, maxItems: ANALYTICS_RULES.maxTrackIdsPerEvent, items: reported() },
        platform: reported('As reported, e.g. "YOUTUBE"; free text.'),
      },
      allOf: [
        requiredFor('trackPreviewed', ['trackId']),
        requiredFor('trackDownloaded', ['trackId', 'format', 'quality']),
        requiredFor('tracksExported', ['trackIds', 'platform']),
      ],
    },
  },
} as const satisfies Schema;

export const idempotencyKey = {
  name: 'Idempotency-Key',
  in: 'header',
  description:
    'Optional; any string up to 255 characters, unique per batch. A retry with the same key within 24 hours gets the first answer and publishes nothing again; the same key with other events gets 422. Without a key, a retry with exactly the same events within 24 hours is recognised the same way.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
} as const satisfies Parameter;

const errorResponse = (description: string, message: string) => ({
  description,
  content: { 'application/json': { schema: ref('Error'), example: { message } } },
});

const reportAnalytics = operation({
  id: 'reportAnalyticsEvents',
  summary: `Report analytics events in bulk (at most ${ANALYTICS_RULES.maxEventsPerBatch})`,
  description: [
    'Every event is published to the `analytics.events.v1` Kafka topic for data teams, one record per event, before the answer:',
    'a 200 means every event is stored durably; a 503 means none of them may be counted on (retry with the same Idempotency-Key).',
    'A batch with any bad event is refused whole with 400; `errors` names each bad event by index and field, e.g. `events[3].timestamp`.',
  ].join('\n'),
  tag: 'reporting',
  tokenKinds: ['partner'],
  idempotent: true,
  parameters: [idempotencyKey],
  body: {
    schema: {
      type: 'object',
      required: ['events'],
      properties: {
        events: { type: 'array', minItems: 1, maxItems: ANALYTICS_RULES.maxEventsPerBatch, items: analyticsEvent },
      },
    },
    example: {
      events: [
        {
          userId: 'user-1234',
          timestamp: '2026-11-21T10:35:00.000Z',
          userConnected: true,
          analyticsEvent: { type: 'trackPreviewed', trackId: 'trk_0001' },
        },
        {
          userId: 'user-1234',
          timestamp: '2026-11-21T10:36:10.000Z',
          analyticsEvent: { type: 'tracksExported', trackIds: ['trk_0001'], platform: 'YOUTUBE' },
        },
      ],
    },
  },
  ok: {
    schema: object({
      batchId: { type: 'string', format: 'uuid', description: 'Carried by every published event as `batchId`.' },
      eventsCount: { type: 'integer', minimum: 1 },
    }),
    example: { batchId: '6f1c2a0e-8d4b-4b7e-9a51-0c3f2d9e7b11', eventsCount: 2 },
  },
});
reportAnalytics.responses['409'] = errorResponse(
  'The first request with this Idempotency-Key is still being processed; retry shortly.',
  'The first request with this Idempotency-Key is still being processed; retry shortly',
);

const count = { type: 'integer', minimum: 0 };

export const reportingPaths = {
  '/v0/analytics/report': { post: reportAnalytics },
  '/v0/usage': {
    post: operation({
      id: 'reportUsage',
      summary: 'Report that the user exported content using tracks',
      description:
        'Published to the `usage.reports.v1` Kafka topic before the answer. `other` names the platform when it is OTHER; with any other platform it is taken (as the reference API allows) and not kept. Every track id must be a catalog track; unknown ones are a 400 naming each (`trackIds[2]`). LOCAL: downloaded to the device.',
      tag: 'reporting',
      tokenKinds: ['user'],
      body: {
        schema: {
          type: 'object',
          required: ['platform', 'trackIds'],
          properties: {
            eventType: {
              type: 'string',
              enum: ['EXPORTED'],
              description: 'The only usage event type; EXPORTED when absent.',
            },
            platform: { type: 'string', enum: [...USAGE_PLATFORMS] },
            trackIds: {
              type: 'array',
              minItems: 1,
              maxItems: USAGE_RULES.maxTrackIds,
              items: text(USAGE_RULES.maxTextLength),
            },
            other: { type: ['string', 'null'], maxLength: USAGE_RULES.maxTextLength },
          },
        },
        example: { eventType: 'EXPORTED', platform: 'YOUTUBE', trackIds: ['trk_0001'], other: null },
      },
      ok: { schema: object({ message: { type: 'string' } }), example: { message: 'Usage reported' } },
    }),
  },
  '/v0/usage/summary': {
    get: operation({
      id: 'getUsageSummary',
      summary: 'The partner’s usage per day (our addition)',
      description:
        'Counted from the analytics events the partner reported, by the day (UTC) of each event’s timestamp; trails the reports by a second or so. Days without events are listed with zeros.',
      tag: 'reporting',
      tokenKinds: ['partner'],
      parameters: [
        calendarDay('from', 'First day, YYYY-MM-DD (UTC); default 6 days before `to`.'),
        calendarDay(
          'to',
          `Last day, YYYY-MM-DD (UTC); default today. At most ${USAGE_SUMMARY_RULES.maxDays} days after \`from\`.`,
        ),
        {
          name: 'topTracks',
          in: 'query',
          description: 'Most used tracks per day.',
          schema: {
            type: 'integer',
            minimum: 1,
            maximum: USAGE_SUMMARY_RULES.topTracks.max,
            default: USAGE_SUMMARY_RULES.topTracks.default,
          },
        },
      ],
      ok: {
        schema: object({
          days: {
            type: 'array',
            items: object({
              day: { type: 'string', format: 'date' },
              previews: count,
              downloads: count,
              exports: count,
              exportsByPlatform: {
                type: 'array',
                items: object({ platform: { type: 'string' }, count }),
              },
              topTracks: {
                type: 'array',
                items: object({ trackId: { type: 'string' }, previews: count, downloads: count, exports: count }),
              },
            }),
          },
        }),
      },
    }),
  },
} satisfies Record<string, PathItem>;
