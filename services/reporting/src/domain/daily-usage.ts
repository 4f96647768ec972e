import {
  isDomainError,
  invalidArgument,
  type DocumentCollection,
  type DocumentStore,
  type EventEnvelope,
} from '@downbeat/platform';
import type { AnalyticsPayload } from './analytics-events';

/** Event ids remembered per partner and day to recognise a redelivery (MongoDB keeps the last ones only). */
const REMEMBERED_EVENT_IDS = 2_000;
const MAX_DAYS = 31;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface TrackCounts {
  p?: number;
  d?: number;
  e?: number;
}

/** One partner's usage on one UTC day (by the event's own time). */
interface DailyUsageDocument {
  /** `<partner id>/<YYYY-MM-DD>`. */
  _id: string;
  partnerId: string;
  day: string;
  previews?: number;
  downloads?: number;
  exports?: number;
  /** Exports by platform; keys are encoded (field names cannot hold `.` or `$`). */
  platforms?: Record<string, number>;
  /** Per track, keys encoded: previews, downloads, exports. */
  tracks?: Record<string, TrackCounts>;
  countedEventIds?: string[];
}

export interface DailyUsage {
  day: string;
  previews: number;
  downloads: number;
  exports: number;
  exportsByPlatform: { platform: string; count: number }[];
  topTracks: { trackId: string; previews: number; downloads: number; exports: number }[];
}

/**
 * Daily aggregates per partner, counted from analytics.events.v1. Counting an event is one
 * atomic update of the day's document that also records the event id, so a redelivered or
 * re-published event (same id) is counted once.
 */
export class DailyUsageCounts {
  private readonly days: DocumentCollection<DailyUsageDocument>;

  constructor(store: DocumentStore) {
    this.days = store.collection<DailyUsageDocument>('daily_usage');
  }

  async count(event: EventEnvelope): Promise<void> {
    const data = event.data as AnalyticsPayload;
    const day = data.occurredAt.slice(0, 10);
    const increments: Record<string, number> = {};
    const bump = (field: string, by = 1) => (increments[field] = (increments[field] ?? 0) + by);
    switch (data.eventType) {
      case 'trackPreviewed':
        bump('previews');
        bump(`tracks.${fieldName(data.trackId)}.p`);
        break;
      case 'trackDownloaded':
        bump('downloads');
        bump(`tracks.${fieldName(data.trackId)}.d`);
        break;
      case 'tracksExported':
        bump('exports');
        bump(`platforms.${fieldName(data.platform)}`);
        for (const trackId of new Set(data.trackIds)) bump(`tracks.${fieldName(trackId)}.e`);
        break;
      default:
        return; // A newer event type: counted once this service knows it.
    }
    try {
      await this.days.updateOne(
        { _id: `${data.partnerId}/${day}`, countedEventIds: { $ne: data.eventId } },
        {
          $inc: increments,
          $push: { countedEventIds: { $each: [data.eventId], $slice: -REMEMBERED_EVENT_IDS } },
          $setOnInsert: { partnerId: data.partnerId, day },
        },
        { upsert: true },
      );
    } catch (error) {
      // The day exists and already counted this event id: the upsert's insert collided.
      if (!isDomainError(error, 'already-exists')) throw error;
    }
  }

  async read(partnerId: string, from: string, to: string, topTracks: number): Promise<DailyUsage[]> {
    const days = dayRange(from, to);
    const documents = await this.days.find({ partnerId, day: { $gte: from, $lte: to } });
    const byDay = new Map(documents.map((document) => [document.day, document]));
    return days.map((day) => usageOf(day, byDay.get(day), topTracks));
  }
}

function usageOf(day: string, document: DailyUsageDocument | undefined, topTracks: number): DailyUsage {
  const platforms = Object.entries(document?.platforms ?? {}).map(([key, count]) => ({
    platform: decodeURIComponent(key),
    count,
  }));
  const tracks = Object.entries(document?.tracks ?? {}).map(([key, counts]) => ({
    trackId: decodeURIComponent(key),
    previews: counts.p ?? 0,
    downloads: counts.d ?? 0,
    exports: counts.e ?? 0,
  }));
  const total = (track: (typeof tracks)[number]) => track.previews + track.downloads + track.exports;
  return {
    day,
    previews: document?.previews ?? 0,
    downloads: document?.downloads ?? 0,
    exports: document?.exports ?? 0,
    exportsByPlatform: platforms.sort((a, b) => b.count - a.count || byCodePoint(a.platform, b.platform)),
    topTracks: tracks.sort((a, b) => total(b) - total(a) || byCodePoint(a.trackId, b.trackId)).slice(0, topTracks),
  };
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Every day from `from` to `to`, inclusive; INVALID_ARGUMENT for a bad or too long range. */
export function dayRange(from: string, to: string): string[] {
  const start = parseDay(from, 'from');
  const end = parseDay(to, 'to');
  const count = Math.round((end - start) / 86_400_000) + 1;
  if (count < 1) throw invalidArgument('Bad request', [{ key: 'from', messages: ['must not be after to'] }]);
  if (count > MAX_DAYS)
    throw invalidArgument('Bad request', [{ key: 'to', messages: [`must be at most ${MAX_DAYS} days after from`] }]);
  return Array.from({ length: count }, (_, index) => new Date(start + index * 86_400_000).toISOString().slice(0, 10));
}

function parseDay(day: string, key: string): number {
  const time = DAY.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day)
    throw invalidArgument('Bad request', [{ key, messages: ['must be a day, YYYY-MM-DD'] }]);
  return time;
}

/** A reported value as a document field name: `.` and `$` are not allowed there. */
function fieldName(value: string): string {
  return encodeURIComponent(value).replace(/\./g, '%2E');
}
