/**
 * The `analytics_batches` collection: the idempotency records of analytics batches. Each write
 * matches on the fields it was decided on (creation time, state and lease), so two requests with
 * one key cannot both win; a duplicate insert collides on `_id`.
 */
import { insertNew, type DocumentCollection, type DocumentStore } from '@downbeat/platform';
import type { BatchRecord, BatchRecords } from '../domain/ports';

export class BatchRecordStore implements BatchRecords {
  private readonly records: DocumentCollection<BatchRecord>;

  constructor(store: DocumentStore) {
    this.records = store.collection<BatchRecord>('analytics_batches');
  }

  async ensureIndexes(): Promise<void> {
    await this.records.ensureIndexes([{ keys: { createdAt: 1 }, name: 'by_age' }]);
  }

  insert(record: BatchRecord): Promise<boolean> {
    return insertNew(this.records, record);
  }

  get(id: string): Promise<BatchRecord | null> {
    return this.records.findOne({ _id: id });
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

  async markPublished(id: string): Promise<void> {
    await this.records.updateOne({ _id: id }, { $set: { state: 'published' } });
  }

  deleteCreatedBefore(cutoff: string): Promise<number> {
    return this.records.deleteMany({ createdAt: { $lt: cutoff } });
  }
}
