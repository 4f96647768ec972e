/**
 * The `daily_usage` collection: one document per partner and UTC day, counted from
 * analytics.events.v1. Every write is one conditional update that adds the counts and moves the
 * partition's offset together (`$inc` and `$set` in one document), so a day holds exactly its
 * events up to the offset it stores.
 */
import { isDomainError, type DocumentCollection, type DocumentStore } from '@downbeat/platform';
import type { CountedRange, DayRef, DayTally, TrackCounts, UsageDay, UsageDays } from '../domain/ports';

/** A day as stored: reported values used as field names are encoded (see `fieldName`). */
interface DailyUsageDocument {
  /** `<partner id>/<YYYY-MM-DD>`. */
  _id: string;
  partnerId: string;
  day: string;
  previews?: number;
  downloads?: number;
  exports?: number;
  /** Exports by platform, keys encoded. */
  platforms?: Record<string, number>;
  /** Per track, keys encoded: previews, downloads, exports. */
  tracks?: Record<string, TrackCounts>;
  /** How many tracks `tracks` holds, or more (a write counts every track of its batch as new). */
  trackCount?: number;
  /**
   * Per partition (`<topic>/<partition>`, encoded): the offset of the last event counted.
   * Documents from before it carry `countedEventIds` instead, which is ignored.
   */
  appliedThrough?: Record<string, number>;
}

export class UsageDayRecords implements UsageDays {
  private readonly days: DocumentCollection<DailyUsageDocument>;

  constructor(store: DocumentStore) {
    this.days = store.collection<DailyUsageDocument>('daily_usage');
  }

  addUnseen(
    day: DayRef,
    range: CountedRange,
    firstOffset: number,
    tally: DayTally,
    maxTracks: number,
  ): Promise<boolean> {
    const applied = appliedPath(range);
    const room = maxTracks - tally.tracks.size;
    return this.write(
      {
        _id: day.id,
        $and: [
          { $or: [{ [applied]: { $exists: false } }, { [applied]: { $lt: firstOffset } }] },
          // trackCount may overstate what the day holds, never understate it: the room is safe.
          { $or: [{ trackCount: { $exists: false } }, { trackCount: { $lte: room } }] },
        ],
      },
      {
        $inc: { ...increments(tally), trackCount: tally.tracks.size },
        $set: { [applied]: range.through },
        $setOnInsert: { partnerId: day.partnerId, day: day.day },
      },
      true,
    );
  }

  async get(id: string): Promise<UsageDay | null> {
    const stored = await this.days.findOne({ _id: id });
    return stored && usageDayOf(stored);
  }

  addAfter(
    day: DayRef,
    range: CountedRange,
    stored: { through: number | undefined; trackCount: number | undefined; dayExists: boolean },
    tally: DayTally,
    trackCount: number,
  ): Promise<boolean> {
    const applied = appliedPath(range);
    const absentOr = (value: number | undefined) => (value === undefined ? { $exists: false } : value);
    return this.write(
      // The count moves with every write that adds tracks, so an unchanged count means the tracks the caller knows.
      { _id: day.id, [applied]: absentOr(stored.through), trackCount: absentOr(stored.trackCount) },
      {
        $inc: increments(tally),
        $set: { [applied]: range.through, trackCount },
        $setOnInsert: { partnerId: day.partnerId, day: day.day },
      },
      !stored.dayExists,
    );
  }

  async between(partnerId: string, from: string, to: string): Promise<UsageDay[]> {
    const documents = await this.days.find({ partnerId, day: { $gte: from, $lte: to } });
    return documents.map(usageDayOf);
  }

  /** True when the update applied (upserts insert when nothing matched, unless the day exists). */
  private async write(
    filter: Record<string, unknown>,
    update: Record<string, unknown>,
    upsert: boolean,
  ): Promise<boolean> {
    try {
      const { matched } = await this.days.updateOne(filter, update, { upsert });
      return upsert || matched > 0;
    } catch (error) {
      // The day exists but did not match: its insert collided on `_id` (MongoDB and FerretDB alike).
      if (isDomainError(error, 'already-exists')) return false;
      throw error;
    }
  }
}

const appliedPath = (range: CountedRange) => `appliedThrough.${fieldName(range.partition)}`;

/** The `$inc` of a tally: its non-zero totals, exports per platform and the counts of its tracks. */
function increments(tally: DayTally): Record<string, number> {
  const result: Record<string, number> = {};
  for (const total of ['previews', 'downloads', 'exports'] as const) if (tally[total] > 0) result[total] = tally[total];
  for (const [platform, count] of tally.platforms) result[`platforms.${fieldName(platform)}`] = count;
  for (const [trackId, counts] of tally.tracks)
    for (const [count, by] of Object.entries(counts)) result[`tracks.${fieldName(trackId)}.${count}`] = by as number;
  return result;
}

function usageDayOf(document: DailyUsageDocument): UsageDay {
  return {
    id: document._id,
    partnerId: document.partnerId,
    day: document.day,
    previews: document.previews ?? 0,
    downloads: document.downloads ?? 0,
    exports: document.exports ?? 0,
    platforms: decodedKeys(document.platforms),
    tracks: decodedKeys(document.tracks),
    appliedThrough: decodedKeys(document.appliedThrough),
    ...(document.trackCount === undefined ? {} : { trackCount: document.trackCount }),
  };
}

/** A reported value as a document field name: `.` and `$` are not allowed there. */
function fieldName(value: string): string {
  return encodeURIComponent(value).replace(/\./g, '%2E');
}

function decodedKeys<T>(fields: Record<string, T> | undefined): Record<string, T> {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([key, value]) => [decodeURIComponent(key), value]));
}
