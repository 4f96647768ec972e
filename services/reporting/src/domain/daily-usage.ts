import { USAGE_SUMMARY_RULES } from '@downbeat/contracts';
import { invalidArgument, unavailable, type EventBatch } from '@downbeat/platform';
import { KnownDays, type KnownDay } from './known-days';
import type { DayPart, StoredPart, UsageDay, UsageDays } from './ports';
import { admitTracks, groupByPartnerDay, keepTracks, tally, type PartnerDayEvents } from './usage-tallies';

const MAX_DAYS = USAGE_SUMMARY_RULES.maxDays;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/**
 * Distinct tracks kept per partner and day. Top tracks are asked for 50 at most (USAGE_SUMMARY_RULES), so 5,000
 * candidates rank them well, and the tracks document stays small (~0.5 MB): FerretDB rewrites the whole
 * document on every update. Tracks beyond it still count in the day's totals.
 */
export const MAX_TRACKS_PER_DAY = 5_000;
/** Conditional writes lost to a concurrent writer of the same day before the batch fails (and is retried). */
const MAX_CONFLICTS = 5;

export interface DailyUsage {
  day: string;
  previews: number;
  downloads: number;
  exports: number;
  exportsByPlatform: { platform: string; count: number }[];
  topTracks: { trackId: string; previews: number; downloads: number; exports: number }[];
}

/**
 * Daily aggregates per partner, counted from analytics.events.v1 a consumed batch at a time:
 * per partner and day in the batch, one conditional update of the day's tracks (none when no
 * track of the batch is admitted) and then one of its totals, each exactly once per event. The
 * condition is the partition offset: a part applies only events after the last offset it
 * stored, in the same update that stores the new one, so a batch redelivered after a crash skips
 * what was counted.
 */
export class DailyUsageCounts {
  /** The tracks parts this process read or wrote (known-days.ts). */
  private readonly known = new KnownDays();

  constructor(private readonly days: UsageDays) {}

  async countBatch(batch: EventBatch): Promise<void> {
    const partition = `${batch.topic}/${batch.partition}`;
    // Tracks before totals: a reader who sees an event in a day's totals finds its track ranked too.
    await Promise.all(
      groupByPartnerDay(batch.events).map(async (group) => {
        await this.apply('tracks', group, partition);
        await this.apply('totals', group, partition);
      }),
    );
  }

  /**
   * A tracks part this process knows (a full day, or one it read after a redelivery) is added to
   * from what it knows; other parts first try the write without reading. Either failing, the
   * part is read and added to from what is stored.
   */
  private async apply(part: DayPart, group: PartnerDayEvents, partition: string): Promise<void> {
    const known = part === 'tracks' ? this.known.get(group.id) : undefined;
    if (
      known ? await this.applyAfter(part, group, partition, known) : await this.applyAllUnseen(part, group, partition)
    )
      return;
    this.known.forget(group.id);
    for (let conflict = 0; conflict < MAX_CONFLICTS; conflict++) {
      const stored = knownOf(await this.days.get(part, group));
      // Known from here even if nothing is written: a full day admits nothing, and is not read again.
      if (stored && part === 'tracks') this.known.remember(group.id, stored);
      if (await this.applyAfter(part, group, partition, stored)) return;
      this.known.forget(group.id);
    }
    throw unavailable(`daily usage ${group.id} (${part}) kept changing while being counted`);
  }

  /**
   * The usual case, one write without reading: the part stored no offset of this partition at or
   * after the group's first event, and (tracks) has room for all the group's tracks. Otherwise (a
   * redelivery, or a full day) nothing is written and the caller takes the careful way.
   */
  private async applyAllUnseen(part: DayPart, group: PartnerDayEvents, partition: string): Promise<boolean> {
    const counted = tally(group.events);
    if (part === 'tracks' && counted.tracks.size === 0) return true;
    if (part === 'tracks' && counted.tracks.size > MAX_TRACKS_PER_DAY) return false;
    const range = { partition, through: last(group) };
    return this.days.addUnseen(part, group, range, first(group), counted, MAX_TRACKS_PER_DAY);
  }

  /**
   * Applies only the group's events after the part's offset (a batch cut differently from the
   * first delivery can straddle it), admits new tracks while there is room, and writes on
   * condition that the stored offset (and track count) are still the known ones; the tracks as
   * written are then known (`day` undefined: no part stored yet).
   */
  private async applyAfter(
    part: DayPart,
    group: PartnerDayEvents,
    partition: string,
    day: KnownDay | undefined,
  ): Promise<boolean> {
    const through = day?.appliedThrough[partition];
    const unseen = group.events.filter((event) => through === undefined || event.offset > through);
    if (unseen.length === 0) return true;
    const counted = tally(unseen);
    const stored = { through, trackCount: day?.trackCount, exists: day !== undefined };
    const range = { partition, through: last(group) };
    if (part === 'totals') return this.days.addAfter(part, group, range, stored, counted, 0);
    const tracks = day?.tracks ?? new Set<string>();
    const kept = admitTracks(counted, tracks, MAX_TRACKS_PER_DAY);
    // Nothing to add (a full day's new tracks): the offset may stay behind, these tracks stay out.
    if (kept.size === 0) return true;
    const added = [...kept].filter((trackId) => !tracks.has(trackId));
    const trackCount = tracks.size + added.length;
    const written = await this.days.addAfter(part, group, range, stored, keepTracks(counted, kept), trackCount);
    if (written)
      this.known.remember(group.id, {
        tracks: new Set([...tracks, ...added]),
        trackCount,
        appliedThrough: { ...day?.appliedThrough, [partition]: range.through },
      });
    return written;
  }

  async read(partnerId: string, from: string, to: string, topTracks: number): Promise<DailyUsage[]> {
    const days = dayRange(from, to);
    const stored = await this.days.between(partnerId, from, to);
    const byDay = new Map(stored.map((usage) => [usage.day, usage]));
    return days.map((day) => usageOf(day, byDay.get(day), topTracks));
  }
}

function usageOf(day: string, stored: UsageDay | undefined, topTracks: number): DailyUsage {
  const platforms = Object.entries(stored?.platforms ?? {}).map(([platform, count]) => ({ platform, count }));
  const tracks = Object.entries(stored?.tracks ?? {}).map(([trackId, counts]) => ({
    trackId,
    previews: counts.p ?? 0,
    downloads: counts.d ?? 0,
    exports: counts.e ?? 0,
  }));
  const total = (track: (typeof tracks)[number]) => track.previews + track.downloads + track.exports;
  return {
    day,
    previews: stored?.previews ?? 0,
    downloads: stored?.downloads ?? 0,
    exports: stored?.exports ?? 0,
    exportsByPlatform: platforms.sort((a, b) => b.count - a.count || byCodePoint(a.platform, b.platform)),
    topTracks: tracks.sort((a, b) => total(b) - total(a) || byCodePoint(a.trackId, b.trackId)).slice(0, topTracks),
  };
}

function knownOf(stored: StoredPart | null): KnownDay | undefined {
  if (!stored) return undefined;
  return {
    tracks: new Set(Object.keys(stored.tracks)),
    trackCount: stored.trackCount,
    appliedThrough: stored.appliedThrough,
  };
}

const first = (group: PartnerDayEvents) => (group.events[0] as { offset: number }).offset;
const last = (group: PartnerDayEvents) => (group.events.at(-1) as { offset: number }).offset;

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
