/**
 * The `analytics_batches` collection: the idempotency record of each analytics batch, and beside
 * it a note per batch that Kafka acknowledged (`<partner>/published:<batch id>`; record ids are
 * `<partner>/key:…`, `key-sha256:…` or `content:…`, so the two cannot collide). On the hot path
 * both are only inserted, group-committed (`GroupCommit`): the records of new requests and the
 * notes of finished ones share one `insertMany`, instead of an insert and an update per request —
 * FerretDB on SQLite commits writes one after another, and an update there costs several inserts.
 * A duplicate insert collides on `_id`; every update (retries only) matches on the fields it was
 * decided on, so two requests with one key cannot both win.
 */
import { GroupCommit, type DocumentCollection, type DocumentStore } from '@downbeat/platform';
import type { BatchRecord, BatchRecords } from '../domain/ports';

/** A batch Kafka acknowledged; keyed by its batch id, so a record replaced after expiry has none. */
interface PublishedNote {
  _id: string;
  recordId: string;
  /** The record's, so that both are pruned together. */
  createdAt: string;
}

const noteId = (record: Pick<BatchRecord, 'partnerId' | 'batchId'>) =>
  `${record.partnerId}/published:${record.batchId}`;

export class BatchRecordStore implements BatchRecords {
  private readonly records: DocumentCollection<BatchRecord>;
  private readonly notes: DocumentCollection<PublishedNote>;
  private readonly inserts: GroupCommit<BatchRecord | PublishedNote, boolean>;

  constructor(store: DocumentStore) {
    this.records = store.collection<BatchRecord>('analytics_batches');
    this.notes = store.collection<PublishedNote>('analytics_batches');
    const both = store.collection<BatchRecord | PublishedNote>('analytics_batches');
    this.inserts = new GroupCommit((documents) => both.insertMany(documents));
  }

  async ensureIndexes(): Promise<void> {
    await this.records.ensureIndexes([{ keys: { createdAt: 1 }, name: 'by_age' }]);
  }

  insert(record: BatchRecord): Promise<boolean> {
    return this.inserts.submit(record);
  }

  async get(id: string): Promise<BatchRecord | null> {
    const record = await this.records.findOne({ _id: id });
    // `published` in the record itself: written by versions before the notes.
    if (!record || record.state === 'published') return record;
    const note = await this.notes.findOne({ _id: noteId(record) });
    return note ? { ...record, state: 'published' } : record;
  }

  async replaceCreated(createdAt: string, record: BatchRecord): Promise<boolean> {
    const { matched } = await this.records.replaceOne({ _id: record._id, createdAt }, record);
    return matched === 1;
  }

  async moveLease(id: string, from: string, to: string): Promise<boolean> {
    const { matched } = await this.records.updateOne(
      { _id: id, state: 'publishing', leaseUntil: from },
      { $set: { leaseUntil: to } },
    );
    return matched === 1;
  }

  async markPublished(record: Pick<BatchRecord, '_id' | 'partnerId' | 'batchId' | 'createdAt'>): Promise<void> {
    // A collision is a note already there (a republisher and the first publisher both finished).
    await this.inserts.submit({ _id: noteId(record), recordId: record._id, createdAt: record.createdAt });
  }

  /** Records and their notes alike (a note has its record's `createdAt`). */
  deleteCreatedBefore(cutoff: string): Promise<number> {
    return this.records.deleteMany({ createdAt: { $lt: cutoff } });
  }
}
