/**
 * Daily usage per partner and UTC day, counted from analytics.events.v1, in two collections:
 * `daily_usage` holds each day's totals (`<partner>/<day>`: previews, downloads, exports, per
 * platform), `daily_usage_tracks` its per-track counts (`<partner>/<day>`, up to ~0.5 MB). Every
 * write is one conditional update of one of them that adds the counts and moves that document's
 * partition offset together (`$inc` and `$set` in one document), so each holds exactly its events
 * up to the offset it stores.
 *
 * Why two collections: FerretDB (1.x, SQLite) pushes an `_id` filter down to SQLite for reads but
 * not for writes — every update decodes every document of its collection. With the tracks beside
 * the totals, each totals update (a few a second) decoded the day's 0.5 MB tracks too, ~30 ms of
 * FerretDB's CPU each: 70 % of its work under ingest. A batch that adds no track (a full day's
 * new tracks) writes only the small totals.
 *
 * Tracks counted before the move are in `daily_usage` as `<partner>/<day>/tracks`: the first
 * write of a day's tracks in this process copies such a document over unless the new collection
 * has the day already, and readers take a day's tracks from the new collection when it has them.
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

/** Suffix of a day's tracks document in `daily_usage`, where they were kept before their own collection. */
const MOVED_TRACKS_SUFFIX = '/tracks';
/** Days whose tracks this process made sure were moved: forgotten all at once past this many. */
const MAX_MOVED_DAYS = 10_000;

export class UsageDayRecords implements UsageDays {
  private readonly totals: DocumentCollection<DailyUsageDocument>;
  private readonly tracks: DocumentCollection<DailyUsageDocument>;
  /** Days whose earlier tracks document, if any, is in `daily_usage_tracks`. */
  private readonly moved = new Set<string>();

  constructor(store: DocumentStore) {
    this.totals = store.collection<DailyUsageDocument>('daily_usage');
    this.tracks = store.collection<DailyUsageDocument>('daily_usage_tracks');
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
      part,
      day,
      part === 'tracks'
        ? {
            _id: day.id,
            // trackCount may overstate what the day holds, never understate it: the room is safe.
            $and: [unseen, { $or: [{ trackCount: { $exists: false } }, { trackCount: { $lte: room } }] }],
          }
        : { _id: day.id, ...unseen },
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
    if (part === 'tracks') await this.moveEarlierTracks(day);
    // The totals' offsets only: a totals document from before the split may hold many tracks.
    const [stored] = await this.collectionOf(part).find(
      { _id: day.id },
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
      part,
      day,
      part === 'tracks'
        ? // The count moves with every write that adds tracks: unchanged, the caller knows the tracks.
          { _id: day.id, [applied]: absentOr(stored.through), trackCount: absentOr(stored.trackCount) }
        : { _id: day.id, [applied]: absentOr(stored.through) },
      {
        $inc: increments(part, tally),
        $set: part === 'tracks' ? { [applied]: range.through, trackCount } : { [applied]: range.through },
        $setOnInsert: { partnerId: day.partnerId, day: day.day },
      },
      !stored.exists,
    );
  }

  async between(partnerId: string, from: string, to: string): Promise<UsageDay[]> {
    const range = { partnerId, day: { $gte: from, $lte: to } };
    const [totals, tracks] = await Promise.all([this.totals.find(range), this.tracks.find(range)]);
    const days = new Map<string, UsageDay>();
    const dayOf = (day: string) => {
      const id = `${partnerId}/${day}`;
      const usage = days.get(id) ?? { id, partnerId, day, ...emptyTotals(), tracks: {} };
      days.set(id, usage);
      return usage;
    };
    const moved = new Set(tracks.map((document) => document.day));
    for (const document of totals) {
      const usage = dayOf(document.day);
      if (document._id.endsWith(MOVED_TRACKS_SUFFIX)) {
        // Copied to daily_usage_tracks, and counted on there, once this version wrote the day's tracks.
        if (!moved.has(document.day)) addTracks(usage, document);
        continue;
      }
      usage.previews = document.previews ?? 0;
      usage.downloads = document.downloads ?? 0;
      usage.exports = document.exports ?? 0;
      usage.platforms = decodedKeys(document.platforms);
      // A day counted partly before the tracks had a document of their own: the counts add up.
      addTracks(usage, document);
    }
    for (const document of tracks) addTracks(dayOf(document.day), document);
    return [...days.values()];
  }

  /**
   * Copies the day's tracks document kept in `daily_usage` (earlier versions) to
   * `daily_usage_tracks` unless that has the day: counting goes on from it, offsets included.
   * Once per day and process; the copy's insert collides when another process copied or wrote first.
   */
  private async moveEarlierTracks(day: DayRef): Promise<void> {
    if (this.moved.has(day.id)) return;
    const [earlier] = await this.totals.find({ _id: `${day.id}${MOVED_TRACKS_SUFFIX}` }, { limit: 1 });
    if (earlier) await this.tracks.insertOne({ ...earlier, _id: day.id }).catch(ignoreCollision);
    if (this.moved.size >= MAX_MOVED_DAYS) this.moved.clear();
    this.moved.add(day.id);
  }

  private collectionOf(part: DayPart): DocumentCollection<DailyUsageDocument> {
    return part === 'tracks' ? this.tracks : this.totals;
  }

  /** True when the update applied (upserts insert when nothing matched, unless the document exists). */
  private async write(
    part: DayPart,
    day: DayRef,
    filter: Record<string, unknown>,
    update: Record<string, unknown>,
    upsert: boolean,
  ): Promise<boolean> {
    if (part === 'tracks') await this.moveEarlierTracks(day);
    try {
      const { matched } = await this.collectionOf(part).updateOne(filter, update, { upsert });
      return upsert || matched > 0;
    } catch (error) {
      // The document exists but did not match: its insert collided on `_id` (MongoDB and FerretDB alike).
      ignoreCollision(error);
      return false;
    }
  }
}

const appliedPath = (range: CountedRange) => `appliedThrough.${fieldName(range.partition)}`;

const emptyTotals = () => ({ previews: 0, downloads: 0, exports: 0, platforms: {} as Record<string, number> });

function addTracks(usage: UsageDay, document: DailyUsageDocument): void {
  for (const [trackId, counts] of Object.entries(decodedKeys(document.tracks)))
    usage.tracks[trackId] = added(usage.tracks[trackId], counts);
}

/** Lets an insert's `_id` collision pass (another writer was first); throws anything else. */
function ignoreCollision(error: unknown): void {
  if (!isDomainError(error, 'already-exists')) throw error;
}

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
