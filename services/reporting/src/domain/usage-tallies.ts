import type { PositionedEvent } from '@downbeat/platform';
import type { AnalyticsPayload } from './analytics-events';

/** A counted analytics event and its offset in the partition it was read from. */
export interface CountedEvent {
  offset: number;
  data: AnalyticsPayload;
}

/** The events of one batch that count towards one partner's UTC day, in offset order. */
export interface PartnerDayEvents {
  /** `<partner id>/<YYYY-MM-DD>`: the id of the day's aggregate document. */
  id: string;
  partnerId: string;
  day: string;
  events: CountedEvent[];
}

/** Per track: previews, downloads, exports. */
export interface TrackCounts {
  p?: number;
  d?: number;
  e?: number;
}

/** What a run of events adds to a day: `$inc` paths of the totals, and counts per track (keys encoded). */
export interface Tally {
  totals: Record<string, number>;
  tracks: Map<string, TrackCounts>;
}

const COUNTED_TYPES = new Set(['trackPreviewed', 'trackDownloaded', 'tracksExported']);

/**
 * Splits a batch (one partition, offsets increasing) by partner and day of `occurredAt`. Event
 * types this service does not know yet are left out: they count once it knows them.
 */
export function groupByPartnerDay(events: PositionedEvent[]): PartnerDayEvents[] {
  const groups = new Map<string, PartnerDayEvents>();
  for (const { envelope, offset } of events) {
    const data = envelope.data as Partial<AnalyticsPayload> | null;
    if (!data || typeof data.partnerId !== 'string' || typeof data.occurredAt !== 'string') continue;
    if (!COUNTED_TYPES.has(data.eventType as string)) continue;
    const day = data.occurredAt.slice(0, 10);
    const id = `${data.partnerId}/${day}`;
    let group = groups.get(id);
    if (!group) groups.set(id, (group = { id, partnerId: data.partnerId, day, events: [] }));
    group.events.push({ offset, data: data as AnalyticsPayload });
  }
  return [...groups.values()];
}

export function tally(events: CountedEvent[]): Tally {
  const totals: Record<string, number> = {};
  const tracks = new Map<string, TrackCounts>();
  const bump = (field: string) => (totals[field] = (totals[field] ?? 0) + 1);
  const bumpTrack = (trackId: string, count: keyof TrackCounts) => {
    const key = fieldName(trackId);
    const counts = tracks.get(key) ?? {};
    counts[count] = (counts[count] ?? 0) + 1;
    tracks.set(key, counts);
  };
  for (const { data } of events) {
    switch (data.eventType) {
      case 'trackPreviewed':
        bump('previews');
        bumpTrack(data.trackId, 'p');
        break;
      case 'trackDownloaded':
        bump('downloads');
        bumpTrack(data.trackId, 'd');
        break;
      case 'tracksExported':
        bump('exports');
        bump(`platforms.${fieldName(data.platform)}`);
        for (const trackId of new Set(data.trackIds)) bumpTrack(trackId, 'e');
        break;
    }
  }
  return { totals, tracks };
}

/** The `$inc` of a tally, with the counts of the tracks `kept` (all of them by default). */
export function increments(counted: Tally, kept: (trackKey: string) => boolean = () => true): Record<string, number> {
  const result = { ...counted.totals };
  for (const [key, counts] of counted.tracks) {
    if (!kept(key)) continue;
    for (const [count, by] of Object.entries(counts)) result[`tracks.${key}.${count}`] = by as number;
  }
  return result;
}

/**
 * Which tracks of a tally a day stores when it already holds `stored` and may hold `max`: every
 * track it holds, then new ones in order of first appearance while there is room.
 */
export function admitTracks(counted: Tally, stored: Record<string, unknown>, max: number): Set<string> {
  let room = max - Object.keys(stored).length;
  const kept = new Set<string>();
  for (const key of counted.tracks.keys()) {
    if (Object.hasOwn(stored, key)) kept.add(key);
    else if (room > 0) {
      kept.add(key);
      room--;
    }
  }
  return kept;
}

/** A reported value as a document field name: `.` and `$` are not allowed there. */
export function fieldName(value: string): string {
  return encodeURIComponent(value).replace(/\./g, '%2E');
}
