import { randomBytes } from 'node:crypto';
import type { DocumentStore } from '@downbeat/platform';
import { COLLECTIONS, type EntityKind } from '../documents';

/**
 * One write batch in the `catalog_changes` log: which entities changed (not their content;
 * replicas re-read those by id). Ids sort by time: base-36 epoch milliseconds, then randomness.
 */
export interface ChangeEntry {
  _id: string;
  /** Epoch milliseconds of the write. */
  at: number;
  /** The replica that wrote it (it has applied the change already). */
  origin: string;
  changes: { kind: EntityKind; id: string }[];
}

/** The smallest change id at or after `epochMs`: entries sort by their id. */
export const changeIdAt = (epochMs: number): string => Math.max(0, Math.floor(epochMs)).toString(36).padStart(9, '0');

const LATEST = 'latest';

/**
 * The append-only change log every catalog replica writes with each change and polls for the
 * others' changes. Kept small: entries older than the retention are deleted, and one entry names
 * every entity a write batch (an import call) changed.
 */
export class ChangeLog {
  constructor(
    private readonly store: DocumentStore,
    readonly origin: string = randomBytes(6).toString('hex'),
    private readonly now: () => number = Date.now,
  ) {}

  private get entries() {
    return this.store.collection<ChangeEntry>(COLLECTIONS.changes);
  }

  /** One document naming the latest entry: a poll reads it by `_id` (cheap) and the log only when it moved. */
  private get latestEntry() {
    return this.store.collection<{ _id: string; changeId: string }>(COLLECTIONS.revision);
  }

  async append(changes: ChangeEntry['changes']): Promise<void> {
    if (changes.length === 0) return;
    const at = this.now();
    const changeId = `${changeIdAt(at)}-${randomBytes(6).toString('hex')}`;
    await this.entries.insertOne({ _id: changeId, at, origin: this.origin, changes });
    await this.latestEntry.updateOne({ _id: LATEST }, { $set: { changeId } }, { upsert: true });
  }

  /** The id of the entry written last (any value that differs from the one seen before means news). */
  async latest(): Promise<string | undefined> {
    return (await this.latestEntry.findOne({ _id: LATEST }))?.changeId;
  }

  /** Entries written at or after `epochMs`, oldest first. */
  since(epochMs: number): Promise<ChangeEntry[]> {
    return this.entries.find({ _id: { $gte: changeIdAt(epochMs) } }, { sort: { _id: 1 } });
  }

  /** Deletes entries written before `epochMs`. */
  async prune(epochMs: number): Promise<void> {
    await this.entries.deleteMany({ _id: { $lt: changeIdAt(epochMs) } });
  }
}
