import { ANALYTICS_ACTIVITY_TYPES } from '@downbeat/contracts';
import type { PositionedEvent } from '@downbeat/platform';
import type { AnalyticsPayload } from './analytics-events';
import type { DayRef, DayTally, TrackCounts } from './ports';

/** A counted analytics event and its offset in the partition it was read from. */
export interface CountedEvent {
  offset: number;
  data: AnalyticsPayload;
}

/** The events of one batch that count towards one partner's UTC day, in offset order. */
export interface PartnerDayEvents extends DayRef {
  events: CountedEvent[];
}

const COUNTED_TYPES = new Set<string>(ANALYTICS_ACTIVITY_TYPES);

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

/** What a run of events adds to a day. An export counts once per distinct track it names. */
export function tally(events: CountedEvent[]): DayTally {
  const counted: DayTally = { previews: 0, downloads: 0, exports: 0, platforms: new Map(), tracks: new Map() };
  const bumpTrack = (trackId: string, count: keyof TrackCounts) => {
    const counts = counted.tracks.get(trackId) ?? {};
    counts[count] = (counts[count] ?? 0) + 1;
    counted.tracks.set(trackId, counts);
  };
  for (const { data } of events) {
    switch (data.eventType) {
      case 'trackPreviewed':
        counted.previews++;
        bumpTrack(data.trackId, 'p');
        break;
      case 'trackDownloaded':
        counted.downloads++;
        bumpTrack(data.trackId, 'd');
        break;
      case 'tracksExported':
        counted.exports++;
        counted.platforms.set(data.platform, (counted.platforms.get(data.platform) ?? 0) + 1);
        for (const trackId of new Set(data.trackIds)) bumpTrack(trackId, 'e');
        break;
    }
  }
  return counted;
}

/** The tally with the counts of the tracks `kept` only; its totals stay whole. */
export function keepTracks(counted: DayTally, kept: Set<string>): DayTally {
  return { ...counted, tracks: new Map([...counted.tracks].filter(([trackId]) => kept.has(trackId))) };
}

/**
 * Which tracks of a tally a day stores when it already holds `stored` and may hold `max`: every
 * track it holds, then new ones in order of first appearance while there is room.
 */
export function admitTracks(counted: DayTally, stored: ReadonlySet<string>, max: number): Set<string> {
  let room = max - stored.size;
  const kept = new Set<string>();
  for (const trackId of counted.tracks.keys()) {
    if (stored.has(trackId)) kept.add(trackId);
    else if (room > 0) {
      kept.add(trackId);
      room--;
    }
  }
  return kept;
}
