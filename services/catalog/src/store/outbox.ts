/**
 * The `outbox` collection: one entry per write batch naming the tracks and sound effects whose
 * state still has to reach their topics. A separate small collection rather than a flag on the
 * documents: FerretDB updates scan their collection, so marking 100k tracks sent one by one would
 * scan the catalog each time; one entry per batch keeps the outbox to a few documents.
 */
import type { DocumentCollection, DocumentStore } from '@downbeat/platform';
import { COLLECTIONS, type AnnouncedEntity } from '../domain/documents';
import type { Outbox, OutboxBatch } from '../domain/ports';
import { newChangeId } from './change-ids';

/** An entry as stored; inserted before the batch's entities are written. */
export interface OutboxEntry {
  /** Sorts by creation time: base-36 epoch milliseconds, then randomness. */
  _id: string;
  entities: AnnouncedEntity[];
  /** How many of `entities`, from the first, are published already (progress survives a restart). */
  published: number;
  /** Failed publish attempts since the last success. */
  attempts: number;
  /**
   * Epoch milliseconds before which the relay leaves the entry alone: while its batch is being
   * written (a lease the writer ends when its writes are done; a crashed writer's lease runs out),
   * and as backoff after a failed publish.
   */
  dueAt: number;
}

/**
 * The entry of catalog versions before batched announcements (one per entity, `_id` =
 * `<kind>:<id>`, scheduled by `nextAttemptAt`). Old replicas may still write them during a
 * rolling upgrade, raising `revision` in place, so each write to one matches its revision.
 */
export interface LegacyOutboxEntry {
  _id: string;
  kind: 'track' | 'soundEffect';
  entityId: string;
  revision: number;
  attempts: number;
  nextAttemptAt: number;
}

/** A batch read from a legacy entry keeps the revision it was read at. */
type StoredBatch = OutboxBatch & { legacyRevision?: number };

export class OutboxStore implements Outbox {
  private readonly entries: DocumentCollection<OutboxEntry | LegacyOutboxEntry>;

  constructor(store: DocumentStore) {
    this.entries = store.collection<OutboxEntry | LegacyOutboxEntry>(COLLECTIONS.outbox);
  }

  /** The legacy entries' schedule; new entries are few and found by `dueAt` without an index. */
  async ensureIndexes(): Promise<void> {
    await this.entries.ensureIndexes([{ keys: { nextAttemptAt: 1 }, name: 'nextAttemptAt' }]);
  }

  async announce(entities: AnnouncedEntity[], now: number, leaseUntil: number): Promise<string> {
    const _id = newChangeId(now);
    await this.entries.insertOne({ _id, entities, published: 0, attempts: 0, dueAt: leaseUntil });
    return _id;
  }

  async release(id: string): Promise<void> {
    await this.entries.updateOne({ _id: id }, { $set: { dueAt: 0 } });
  }

  async due(now: number, limit: number): Promise<OutboxBatch[]> {
    const entries = await this.entries.find(
      { $or: [{ dueAt: { $lte: now } }, { nextAttemptAt: { $lte: now } }] },
      { sort: { dueAt: 1, _id: 1 }, limit },
    );
    return entries.map(batchOf);
  }

  async progress(batch: OutboxBatch, published: number): Promise<void> {
    if (legacyRevision(batch) !== undefined) return;
    await this.entries.updateOne({ _id: batch.id }, { $set: { published, attempts: 0 } });
  }

  async retryAt(batch: OutboxBatch, published: number, attempts: number, at: number): Promise<void> {
    const revision = legacyRevision(batch);
    if (revision !== undefined)
      await this.entries.updateOne({ _id: batch.id, revision }, { $set: { attempts, nextAttemptAt: at } });
    else await this.entries.updateOne({ _id: batch.id }, { $set: { published, attempts, dueAt: at } });
  }

  pending(): Promise<number> {
    return this.entries.count({});
  }

  async done(batch: OutboxBatch): Promise<void> {
    const revision = legacyRevision(batch);
    await this.entries.deleteOne(revision === undefined ? { _id: batch.id } : { _id: batch.id, revision });
  }
}

const legacyRevision = (batch: OutboxBatch) => (batch as StoredBatch).legacyRevision;

function batchOf(entry: OutboxEntry | LegacyOutboxEntry): StoredBatch {
  if ('entities' in entry)
    return { id: entry._id, entities: entry.entities, published: entry.published, attempts: entry.attempts };
  return {
    id: entry._id,
    entities: [{ kind: entry.kind, id: entry.entityId, revision: entry.revision }],
    published: 0,
    attempts: entry.attempts,
    legacyRevision: entry.revision,
  };
}
