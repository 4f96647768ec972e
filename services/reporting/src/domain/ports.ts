/**
 * What the reporting domain needs from the world, declared here and implemented in `store/` (its
 * collections); the event bus is the platform's port. Values cross these ports plain: no query or
 * update documents, no encoded field names.
 */

/**
 * One accepted analytics batch, recorded BEFORE it is published:
 * - `publishing`: being published (by whoever holds the lease) or the publisher died; a retry
 *   after the lease publishes it again with the same batch id, receive time and event ids, so
 *   even then consumers see each event id once after deduplication;
 * - `published`: Kafka acknowledged every event; a retry gets the stored answer, nothing is sent.
 * Kept for the retention window; an older record is replaced by a new batch.
 */
export interface BatchRecord {
  /** `<partner id>/<idempotency key>`; without a key, `<partner id>/content:<fingerprint>`. */
  _id: string;
  partnerId: string;
  fingerprint: string;
  batchId: string;
  eventsCount: number;
  receivedAt: string;
  state: 'publishing' | 'published';
  leaseUntil: string;
  createdAt: string;
}

/**
 * The analytics batches recorded for idempotency. Every write is conditional; none is read first.
 * `insert` and `markPublished` are on every request's path, the rest only on retries.
 */
export interface BatchRecords {
  /** Stores a new record (durably, before it answers); false when a record with its id exists. */
  insert(record: BatchRecord): Promise<boolean>;
  get(id: string): Promise<BatchRecord | null>;
  /** Puts `record` in place of the one stored under its id, if that one is still `createdAt`'s. */
  replaceCreated(createdAt: string, record: BatchRecord): Promise<boolean>;
  /** Moves the lease of a record still `publishing` under the lease `from` to `to`; false otherwise. */
  moveLease(id: string, from: string, to: string): Promise<boolean>;
  /** Notes that Kafka acknowledged every event of the record's batch; `get` then answers `published`. */
  markPublished(record: Pick<BatchRecord, '_id' | 'partnerId' | 'batchId' | 'createdAt'>): Promise<void>;
  /** Forgets records created before `cutoff` (ISO); how many. */
  deleteCreatedBefore(cutoff: string): Promise<number>;
}

/** Per track: previews, downloads, exports. */
export interface TrackCounts {
  p?: number;
  d?: number;
  e?: number;
}

/** What a run of events adds to one partner's day, by plain track id and platform. */
export interface DayTally {
  previews: number;
  downloads: number;
  exports: number;
  platforms: Map<string, number>;
  tracks: Map<string, TrackCounts>;
}

/** Which partner's day: `id` is `<partner id>/<YYYY-MM-DD>`. */
export interface DayRef {
  id: string;
  partnerId: string;
  day: string;
}

/** One partner's usage on one UTC day (by the events' own time), as stored. */
export interface UsageDay extends DayRef {
  previews: number;
  downloads: number;
  exports: number;
  platforms: Record<string, number>;
  /** At most MAX_TRACKS_PER_DAY of them (twice that on a day counted partly before the tracks had a document of their own). */
  tracks: Record<string, TrackCounts>;
}

/**
 * A day is kept in two parts, each counted exactly once on its own: the totals (previews,
 * downloads, exports, per platform), small, and the per-track counts, up to ~0.5 MB, which
 * FerretDB rewrites whole on every update — a batch whose tracks the day cannot admit (a full day)
 * does not write them at all.
 */
export type DayPart = 'totals' | 'tracks';

/** What counting needs to know of a stored part of a day. */
export interface StoredPart {
  /**
   * Per partition read from (`<topic>/<partition>`): the offset of the last event counted into
   * this part. A partner's events are all in one partition, in order, so everything up to it is counted.
   */
  appliedThrough: Record<string, number>;
  /** The tracks part: its tracks (empty for the totals). */
  tracks: Record<string, TrackCounts>;
  /** The tracks part: the stored track count (at least the tracks it holds), absent before the first write. */
  trackCount?: number;
}

/** Where the events counted into a day came from, and how far they go. */
export interface CountedRange {
  /** `<topic>/<partition>`. */
  partition: string;
  /** The offset of the last event of the tally. */
  through: number;
}

/**
 * The daily aggregates. Each write adds a tally to one part of a day and moves that part's
 * partition offset in one conditional update, so a part always holds exactly its events up to
 * that offset. The totals part adds the tally's totals and platforms, the tracks part its tracks.
 */
export interface UsageDays {
  /**
   * Adds `tally` if the part counted nothing from the partition at or after `firstOffset` (and,
   * for the tracks, holds at most `maxTracks` tracks with the tally's own); creates the part if
   * absent. False: nothing written.
   */
  addUnseen(
    part: DayPart,
    day: DayRef,
    range: CountedRange,
    firstOffset: number,
    tally: DayTally,
    maxTracks: number,
  ): Promise<boolean>;
  get(part: DayPart, day: DayRef): Promise<StoredPart | null>;
  /**
   * Adds `tally` if the part's stored offset is still `stored.through` and (tracks) its stored
   * track count still `stored.trackCount` (undefined: none, or no part when `exists` is false),
   * noting that the tracks part now holds `trackCount` tracks. False: the part changed meanwhile,
   * nothing written.
   */
  addAfter(
    part: DayPart,
    day: DayRef,
    range: CountedRange,
    stored: { through: number | undefined; trackCount: number | undefined; exists: boolean },
    tally: DayTally,
    trackCount: number,
  ): Promise<boolean>;
  /** The stored days of a partner from `from` to `to` (YYYY-MM-DD, inclusive), in any order. */
  between(partnerId: string, from: string, to: string): Promise<UsageDay[]>;
}
