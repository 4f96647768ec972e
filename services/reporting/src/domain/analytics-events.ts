import {
  ANALYTICS_ACTIVITY_TYPES,
  ANALYTICS_RULES,
  endUserIdProblem,
  eventTimeProblem,
  type TrackDownloadedEvent,
  type TrackPreviewedEvent,
  type TracksExportedEvent,
} from '@downbeat/contracts';
import { invalidArgument, type FieldViolation } from '@downbeat/platform';

/** Limits of the analytics operation (spec §6 and §8): libs/contracts, shared with the gateway's document. */
const { maxEventsPerBatch: MAX_EVENTS_PER_BATCH, maxTrackIdsPerEvent: MAX_TRACK_IDS_PER_EVENT } = ANALYTICS_RULES;
const MAX_TEXT_LENGTH = ANALYTICS_RULES.maxTextLength;

export type Activity =
  | { type: 'trackPreviewed'; trackId: string }
  | { type: 'trackDownloaded'; trackId: string; format: string; quality: string }
  | { type: 'tracksExported'; trackIds: string[]; platform: string };

/** One event as the partner reported it, before it is checked. */
export interface ReportedEvent {
  userId: string;
  occurredAt: Date | undefined;
  userConnected?: boolean;
  /** Undefined: a type this service does not know. */
  activity: Activity | undefined;
}

/** An event that passed every rule. */
export interface AcceptedEvent {
  userId: string;
  occurredAt: Date;
  userConnected?: boolean;
  activity: Activity;
}

/**
 * Checks a whole batch; a batch with any bad event is refused whole, INVALID_ARGUMENT naming each
 * bad event by index and field (`events[3].timestamp`, the public API's field names).
 */
export function acceptBatch(events: ReportedEvent[], now: Date): AcceptedEvent[] {
  if (events.length === 0 || events.length > MAX_EVENTS_PER_BATCH) {
    throw invalidArgument('Bad request', [
      { key: 'events', messages: [`must hold 1 to ${MAX_EVENTS_PER_BATCH} events, not ${events.length}`] },
    ]);
  }
  const violations = events.flatMap((event, index) => eventViolations(event, now, `events[${index}]`));
  if (violations.length > 0) throw invalidArgument('Bad request', violations);
  return events as AcceptedEvent[];
}

function eventViolations(event: ReportedEvent, now: Date, at: string): FieldViolation[] {
  const violations: FieldViolation[] = [];
  const add = (field: string, message: string) => violations.push({ key: `${at}.${field}`, messages: [message] });
  const userIdProblem = endUserIdProblem(event.userId);
  if (userIdProblem) add('userId', userIdProblem);
  const timeProblem = timestampProblem(event.occurredAt, now);
  if (timeProblem) add('timestamp', timeProblem);
  if (!event.activity) {
    add('analyticsEvent.type', `must be one of: ${ANALYTICS_ACTIVITY_TYPES.join(', ')}`);
    return violations;
  }
  for (const [field, problem] of activityProblems(event.activity)) add(`analyticsEvent.${field}`, problem);
  return violations;
}

function timestampProblem(occurredAt: Date | undefined, now: Date): string | undefined {
  if (!occurredAt || Number.isNaN(occurredAt.getTime())) return 'is required';
  return eventTimeProblem(occurredAt, now);
}

function activityProblems(activity: Activity): [string, string][] {
  switch (activity.type) {
    case 'trackPreviewed':
      return textProblems({ trackId: activity.trackId });
    case 'trackDownloaded':
      return textProblems({ trackId: activity.trackId, format: activity.format, quality: activity.quality });
    case 'tracksExported': {
      const { trackIds } = activity;
      const countProblem =
        trackIds.length === 0 || trackIds.length > MAX_TRACK_IDS_PER_EVENT
          ? `must hold 1 to ${MAX_TRACK_IDS_PER_EVENT} track ids, not ${trackIds.length}`
          : trackIds.some((id) => textProblem(id))
            ? `every track id must be 1 to ${MAX_TEXT_LENGTH} characters`
            : undefined;
      return [
        ...(countProblem ? [['trackIds', countProblem] as [string, string]] : []),
        ...textProblems({ platform: activity.platform }),
      ];
    }
  }
}

function textProblems(fields: Record<string, string>): [string, string][] {
  return Object.entries(fields).flatMap(([field, value]) => {
    const problem = textProblem(value);
    return problem ? [[field, problem] as [string, string]] : [];
  });
}

function textProblem(value: string): string | undefined {
  if (!value) return 'is required';
  return value.length > MAX_TEXT_LENGTH ? `must be at most ${MAX_TEXT_LENGTH} characters` : undefined;
}

export type AnalyticsPayload = TrackPreviewedEvent | TrackDownloadedEvent | TracksExportedEvent;

/** What every event of one accepted batch shares. */
export interface BatchContext {
  partnerId: string;
  batchId: string;
  /** ISO 8601, UTC (as the ledger record stores it). */
  receivedAt: string;
}

/** The published payload of an accepted event (schema `downbeat.analytics.<type>.v1`). */
export function analyticsPayload(event: AcceptedEvent, batch: BatchContext, eventId: string): AnalyticsPayload {
  const base = {
    eventId,
    batchId: batch.batchId,
    partnerId: batch.partnerId,
    userId: event.userId,
    ...(event.userConnected === undefined ? {} : { userConnected: event.userConnected }),
    occurredAt: event.occurredAt.toISOString(),
    receivedAt: batch.receivedAt,
  };
  const { activity } = event;
  switch (activity.type) {
    case 'trackPreviewed':
      return { ...base, eventType: 'trackPreviewed', trackId: activity.trackId };
    case 'trackDownloaded':
      return {
        ...base,
        eventType: 'trackDownloaded',
        trackId: activity.trackId,
        format: activity.format,
        quality: activity.quality,
      };
    case 'tracksExported':
      return { ...base, eventType: 'tracksExported', trackIds: activity.trackIds, platform: activity.platform };
  }
}

/** CloudEvents type of each analytics event type. */
export const ANALYTICS_EVENT_TYPES = {
  trackPreviewed: 'downbeat.analytics.track-previewed.v1',
  trackDownloaded: 'downbeat.analytics.track-downloaded.v1',
  tracksExported: 'downbeat.analytics.tracks-exported.v1',
} as const satisfies Record<Activity['type'], string>;
