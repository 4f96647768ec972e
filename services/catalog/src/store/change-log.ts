/**
 * The change log (`catalog_changes`, append-only, entries by time-sortable `_id`) and the single
 * `catalog_revision` document naming its latest entry: a poll reads that one by `_id` (cheap on
 * FerretDB) and the log, by `_id` range, only when it moved.
 */
import { randomBytes } from 'node:crypto';
import type { DocumentStore } from '@downbeat/platform';
import { COLLECTIONS } from '../domain/documents';
import type { ChangeEntry, ChangeLog } from '../domain/ports';
import { changeIdAt, newChangeId } from './change-ids';

const LATEST = 'latest';

export class StoredChangeLog implements ChangeLog {
  constructor(
    private readonly store: DocumentStore,
    readonly origin: string = randomBytes(6).toString('hex'),
    private readonly now: () => number = Date.now,
  ) {}

  private get entries() {
    return this.store.collection<ChangeEntry>(COLLECTIONS.changes);
  }

  private get latestEntry() {
    return this.store.collection<{ _id: string; changeId: string }>(COLLECTIONS.revision);
  }

  async append(changes: ChangeEntry['changes']): Promise<void> {
    if (changes.length === 0) return;
    const at = this.now();
    const changeId = newChangeId(at);
    await this.entries.insertOne({ _id: changeId, at, origin: this.origin, changes });
    await this.latestEntry.updateOne({ _id: LATEST }, { $set: { changeId } }, { upsert: true });
  }

  async latest(): Promise<string | undefined> {
    return (await this.latestEntry.findOne({ _id: LATEST }))?.changeId;
  }

  since(epochMs: number): Promise<ChangeEntry[]> {
    return this.entries.find({ _id: { $gte: changeIdAt(epochMs) } }, { sort: { _id: 1 } });
  }

  async prune(epochMs: number): Promise<void> {
    await this.entries.deleteMany({ _id: { $lt: changeIdAt(epochMs) } });
  }
}
