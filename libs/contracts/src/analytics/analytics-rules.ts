import type { UsagePlatform } from '../events/types';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The kinds of analytics event a partner reports (`analyticsEvent.type`), as the public API names them. */
export const ANALYTICS_ACTIVITY_TYPES = ['trackPreviewed', 'trackDownloaded', 'tracksExported'] as const;
export type AnalyticsActivityType = (typeof ANALYTICS_ACTIVITY_TYPES)[number];

/**
 * Limits of the analytics operation (spec §6 and §8). Reporting enforces them; the gateway's
 * document declares them, so one answer names every bad event of a batch at once.
 */
export const ANALYTICS_RULES = {
  maxEventsPerBatch: 100,
  maxTrackIdsPerEvent: 50,
  /** Track ids, formats, qualities and platforms are taken as reported, within a sane length. */
  maxTextLength: 200,
  /** An event must not be older than this. */
  maxEventAgeDays: 7,
  maxEventAgeMs: 7 * DAY_MS,
  /** A partner's clock may run this far ahead of ours before its timestamps count as "in the future". */
  maxClockSkewMinutes: 5,
  maxClockSkewMs: 5 * MINUTE_MS,
} as const;

/** Where exported content went (POST /v0/usage), as the specification lists them. */
export const USAGE_PLATFORMS = [
  'YOUTUBE',
  'TWITTER',
  'TWITCH',
  'FACEBOOK',
  'INSTAGRAM',
  'TIKTOK',
  'OTHER',
  'LOCAL',
] as const satisfies readonly UsagePlatform[];

/** Limits of the usage operation (POST /v0/usage); reporting enforces them, the gateway declares them. */
export const USAGE_RULES = {
  maxTrackIds: 50,
  /** Each track id, and `other` (the platform's name when it is OTHER). */
  maxTextLength: 200,
} as const;

/** Limits of the usage summary (GET /v0/usage/summary and the partner's CSV export). */
export const USAGE_SUMMARY_RULES = {
  /** `to` at most this many days after `from`. */
  maxDays: 31,
  topTracks: { default: 10, max: 50 },
} as const;

/** Why an event time is refused, or undefined when it is within the window. */
export function eventTimeProblem(occurredAt: Date, now: Date): string | undefined {
  if (occurredAt.getTime() < now.getTime() - ANALYTICS_RULES.maxEventAgeMs)
    return `must not be older than ${ANALYTICS_RULES.maxEventAgeDays} days`;
  if (occurredAt.getTime() > now.getTime() + ANALYTICS_RULES.maxClockSkewMs) return 'must not be in the future';
  return undefined;
}
