/**
 * Ingest requests, one collection a kind (`track_ingests`, `sound_effect_ingests`), `_id` = the
 * track or sound effect id. Changes match the master too, so a request for another master
 * recorded meanwhile is never overwritten with the old one's outcome.
 */
import type { DocumentCollection, DocumentStore } from '@downbeat/platform';
import type { IngestRecord, IngestRecords } from '../domain/ports';

export class IngestRecordStore<T extends IngestRecord> implements IngestRecords<T> {
  private readonly records: DocumentCollection<T>;

  constructor(store: DocumentStore, name: 'track_ingests' | 'sound_effect_ingests') {
    this.records = store.collection<T>(name);
  }

  /**
   * For the follow-up query. It still scans on FerretDB (no index use there for a range): fine for
   * thousands of ingests (see the README's cost note).
   */
  async ensureIndexes(): Promise<void> {
    await this.records.ensureIndexes([{ keys: { state: 1, followUpAt: 1 }, name: 'by_state_follow_up' }]);
  }

  get(id: string): Promise<T | null> {
    return this.records.findOne({ _id: id });
  }

  async save(record: T): Promise<void> {
    await this.records.replaceOne({ _id: record._id }, record, { upsert: true });
  }

  async update(id: string, masterSha256: string, changes: Partial<T>): Promise<boolean> {
    const unset = Object.entries(changes).filter(([, value]) => value === undefined);
    const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const { matched } = await this.records.updateOne(
      { _id: id, masterSha256 },
      {
        $set: { updatedAt: new Date().toISOString(), ...set },
        ...(unset.length > 0 ? { $unset: Object.fromEntries(unset.map(([key]) => [key, ''])) } : {}),
      },
    );
    return matched === 1;
  }

  followUpsDue(now: number, limit: number): Promise<T[]> {
    return this.records.find({ state: 'processing', followUpAt: { $lte: now } }, { limit });
  }
}
