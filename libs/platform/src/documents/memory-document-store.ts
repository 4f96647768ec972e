/**
 * In-memory document store for the embedded mode: MongoDB query language through mingo, and,
 * with a `dataDir`, snapshots so state survives a restart. Snapshots are written a short while
 * after writes (debounced) and on stop; a crash loses at most that short while.
 */
import { unavailable } from '../errors/domain-error';
import { MemoryCollection } from './memory-collection';
import type { DocumentCollection, DocumentStore, StoredDocument } from './port';
import { readSnapshots, writeSnapshot } from './snapshot';
import { assertCollectionName } from './validation';

export interface MemoryDocumentStoreOptions {
  /** Where snapshots live; without it the store forgets everything on stop. */
  dataDir?: string;
  /** Delay between a write and its snapshot (default 200 ms). */
  snapshotDelayMs?: number;
  logger?: { error(object: object, message?: string): void };
}

export class MemoryDocumentStore implements DocumentStore {
  private readonly collections = new Map<string, MemoryCollection<StoredDocument>>();
  private readonly dirty = new Set<string>();
  private state: 'new' | 'started' | 'stopped' = 'new';
  private timer: NodeJS.Timeout | undefined;
  /** Snapshot writes run one after another, so an older state never overwrites a newer one. */
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly options: MemoryDocumentStoreOptions = {}) {}

  async start(): Promise<void> {
    if (this.state === 'stopped') throw unavailable('document store was stopped');
    if (this.state === 'started') return;
    if (this.options.dataDir) {
      for (const [name, state] of await readSnapshots(this.options.dataDir)) this.open(name).restore(state);
    }
    this.state = 'started';
  }

  collection<T extends StoredDocument>(name: string): DocumentCollection<T> {
    assertCollectionName(name);
    return this.open(name) as unknown as DocumentCollection<T>;
  }

  async isHealthy(): Promise<boolean> {
    return this.state === 'started';
  }

  async stop(): Promise<void> {
    if (this.state !== 'started') {
      this.state = 'stopped';
      return;
    }
    this.state = 'stopped';
    clearTimeout(this.timer);
    await this.flush();
  }

  /** Writes pending snapshots now. */
  flush(): Promise<void> {
    this.timer = undefined;
    const dataDir = this.options.dataDir;
    if (!dataDir || this.dirty.size === 0) return this.writing;
    const names = [...this.dirty];
    this.dirty.clear();
    // Taken now: stored documents are never mutated in place (writes swap in new objects), so
    // these lists stay this moment's state while earlier snapshots finish writing.
    const states = names.map((name) => ({ name, state: this.open(name).state() }));
    const write = async () => {
      for (const { name, state } of states) await writeSnapshot(dataDir, name, state);
    };
    this.writing = this.writing.then(write, write);
    return this.writing;
  }

  private open(name: string): MemoryCollection<StoredDocument> {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new MemoryCollection(
        name,
        () => this.assertStarted(),
        () => this.scheduleSnapshot(name),
      );
      this.collections.set(name, collection);
    }
    return collection;
  }

  private assertStarted(): void {
    if (this.state !== 'started')
      throw unavailable(`document store is ${this.state === 'new' ? 'not started' : 'stopped'}`);
  }

  private scheduleSnapshot(name: string): void {
    if (!this.options.dataDir) return;
    this.dirty.add(name);
    this.timer ??= setTimeout(() => {
      this.flush().catch((error: unknown) => this.options.logger?.error({ err: error }, 'document snapshot failed'));
    }, this.options.snapshotDelayMs ?? 200);
    this.timer.unref();
  }
}
