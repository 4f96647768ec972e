/**
 * The `daily_usage` collection: per partner and UTC day, counted from analytics.events.v1, a
 * totals document (`<partner>/<day>`: previews, downloads, exports, per platform) and a tracks
 * document (`<partner>/<day>/tracks`: per-track counts). Every write is one conditional update of
 * one of them that adds the counts and moves that document's partition offset together (`$inc`
 * and `$set` in one document), so each holds exactly its events up to the offset it stores.
 * FerretDB rewrites a whole document on every update (~150 ms and more CPU than that for a full
 * tracks document of ~0.5 MB), so the totals are kept apart from the tracks: a batch that adds no
 * track (a full day's new tracks) writes only the small totals document.
 */
import { isDomainError, type DocumentCollection, type DocumentStore } from '@downbeat/platform';
import type {
  CountedRange,
  DayPart,
  DayRef,
  DayTally,
  StoredPart,
  TrackCounts,
  UsageDay,
  UsageDays,
} from '../domain/ports';

/** A part of a day as stored: reported values used as field names are encoded (see `fieldName`). */
interface DailyUsageDocument {
  /** `<partner id>/<YYYY-MM-DD>` (totals) or `<partner id>/<YYYY-MM-DD>/tracks`. */
  _id: string;
  partnerId: string;
  day: string;
  previews?: number;
  downloads?: number;
  exports?: number;
  /** Exports by platform, keys encoded. */
  platforms?: Record<string, number>;
  /**
   * Per track, keys encoded: previews, downloads, exports. In the tracks document; totals
   * documents written before it was split off hold their day's first tracks here too.
   */
  tracks?: Record<string, TrackCounts>;
  /** How many tracks `tracks` holds, or more (a write counts every track of its batch as new). */
  trackCount?: number;
  /**
   * Per partition (`<topic>/<partition>`, encoded): the offset of the last event counted into
   * this document. Documents from before it carry `countedEventIds` instead, which is ignored.
   */
  appliedThrough?: Record<string, number>;
}

const TRACKS_SUFFIX = '/tracks';
const idOf = (part: DayPart, day: DayRef) => (part === 'tracks' ? `${day.id}${TRACKS_SUFFIX}` : day.id);

export class UsageDayRecords implements UsageDays {
  private readonly days: DocumentCollection<DailyUsageDocument>;

  constructor(store: DocumentStore) {
    this.days = store.collection<DailyUsageDocument>('daily_usage');
  }

  addUnseen(
    part: DayPart,
    day: DayRef,
    range: CountedRange,
    firstOffset: number,
    tally: DayTally,
    maxTracks: number,
  ): Promise<boolean> {
    const applied = appliedPath(range);
    const unseen = { $or: [{ [applied]: { $exists: false } }, { [applied]: { $lt: firstOffset } }] };
    const room = maxTracks - tally.tracks.size;
    return this.write(
      part === 'tracks'
        ? {
            _id: idOf(part, day),
            // trackCount may overstate what the day holds, never understate it: the room is safe.
            $and: [unseen, { $or: [{ trackCount: { $exists: false } }, { trackCount: { $lte: room } }] }],
          }
        : { _id: idOf(part, day), ...unseen },
      {
        $inc:
          part === 'tracks' ? { ...increments(part, tally), trackCount: tally.tracks.size } : increments(part, tally),
        $set: { [applied]: range.through },
        $setOnInsert: { partnerId: day.partnerId, day: day.day },
      },
      true,
    );
  }

  async get(part: DayPart, day: DayRef): Promise<StoredPart | null> {
    // The totals' offsets only: a totals document from before the split may hold many tracks.
    const [stored] = await this.days.find(
      { _id: idOf(part, day) },
      part === 'tracks' ? { limit: 1 } : { limit: 1, projection: { appliedThrough: 1 } },
    );
    if (!stored) return null;
    return {
      appliedThrough: decodedKeys(stored.appliedThrough),
      tracks: part === 'tracks' ? decodedKeys(stored.tracks) : {},
      ...(stored.trackCount === undefined ? {} : { trackCount: stored.trackCount }),
    };
  }

  addAfter(
    part: DayPart,
    day: DayRef,
    range: CountedRange,
    stored: { through: number | undefined; trackCount: number | undefined; exists: boolean },
    tally: DayTally,
    trackCount: number,
  ): Promise<boolean> {
    const applied = appliedPath(range);
    const absentOr = (value: number | undefined) => (value === undefined ? { $exists: false } : value);
    return this.write(
      part === 'tracks'
        ? // The count moves with every write that adds tracks: unchanged, the caller knows the tracks.
          { _id: idOf(part, day), [applied]: absentOr(stored.through), trackCount: absentOr(stored.trackCount) }
        : { _id: idOf(part, day), [applied]: absentOr(stored.through) },
      {
        $inc: increments(part, tally),
        $set: part === 'tracks' ? { [applied]: range.through, trackCount } : { [applied]: range.through },
        $setOnInsert: { partnerId: day.partnerId, day: day.day },
      },
      !stored.exists,
    );
  }

  async between(partnerId: string, from: string, to: string): Promise<UsageDay[]> {
    const documents = await this.days.find({ partnerId, day: { $gte: from, $lte: to } });
    const days = new Map<string, UsageDay>();
    for (const document of documents) {
      const id = `${partnerId}/${document.day}`;
      const usage = days.get(id) ?? { id, partnerId, day: document.day, ...emptyTotals(), tracks: {} };
      if (!document._id.endsWith(TRACKS_SUFFIX)) {
        usage.previews = document.previews ?? 0;
        usage.downloads = document.downloads ?? 0;
        usage.exports = document.exports ?? 0;
        usage.platforms = decodedKeys(document.platforms);
      }
      // Both hold tracks on a day counted partly before the split: the counts add up.
      for (const [trackId, counts] of Object.entries(decodedKeys(document.tracks)))
        usage.tracks[trackId] = added(usage.tracks[trackId], counts);
      days.set(id, usage);
    }
    return [...days.values()];
  }

  /** True when the update applied (upserts insert when nothing matched, unless the document exists). */
  private async write(
    filter: Record<string, unknown>,
    update: Record<string, unknown>,
    upsert: boolean,
  ): Promise<boolean> {
    try {
      const { matched } = await this.days.updateOne(filter, update, { upsert });
      return upsert || matched > 0;
    } catch (error) {
      // The document exists but did not match: its insert collided on `_id` (MongoDB and FerretDB alike).
      if (isDomainError(error, 'already-exists')) return false;
      throw error;
    }
  }
}

const appliedPath = (range: CountedRange) => `appliedThrough.${fieldName(range.partition)}`;

const emptyTotals = () => ({ previews: 0, downloads: 0, exports: 0, platforms: {} as Record<string, number> });

function added(a: TrackCounts | undefined, b: TrackCounts): TrackCounts {
  if (!a) return b;
  const sum: TrackCounts = {};
  for (const count of ['p', 'd', 'e'] as const) {
    const total = (a[count] ?? 0) + (b[count] ?? 0);
    if (total > 0) sum[count] = total;
  }
  return sum;
}

/** The `$inc` of a tally for one part: its non-zero totals and exports per platform, or the counts of its tracks. */
function increments(part: DayPart, tally: DayTally): Record<string, number> {
  const result: Record<string, number> = {};
  if (part === 'tracks') {
    for (const [trackId, counts] of tally.tracks)
      for (const [count, by] of Object.entries(counts)) result[`tracks.${fieldName(trackId)}.${count}`] = by as number;
    return result;
  }
  for (const total of ['previews', 'downloads', 'exports'] as const) if (tally[total] > 0) result[total] = tally[total];
  for (const [platform, count] of tally.platforms) result[`platforms.${fieldName(platform)}`] = count;
  return result;
}

/** A reported value as a document field name: `.` and `$` are not allowed there. */
function fieldName(value: string): string {
  return encodeURIComponent(value).replace(/\./g, '%2E');
}

function decodedKeys<T>(fields: Record<string, T> | undefined): Record<string, T> {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([key, value]) => [decodeURIComponent(key), value]));
}
