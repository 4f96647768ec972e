/**
 * The document store of the embedded mode and of unit tests: MongoDB query language through
 * mingo over documents held in memory. With a journal (SqliteDocumentStore) every write is
 * committed to it before it takes effect and before the caller hears of it, and a start loads
 * what the journal holds; without one the store forgets everything on stop.
 */
import { unavailable } from '../errors/domain-error';
import { MemoryCollection, type CollectionJournal, type CollectionState } from './memory-collection';
import type { DocumentCollection, DocumentStore, StoredDocument } from './port';
import { assertCollectionName } from './validation';

/** Durable storage behind a memory store: what it holds is loaded at start, writes go through it. */
export interface DocumentJournal extends CollectionJournal {
  /** Opens the storage and returns every collection it holds. */
  open(): Promise<Map<string, CollectionState>>;
  isHealthy(): boolean;
  close(): Promise<void>;
}

export interface MemoryDocumentStoreOptions {
  journal?: DocumentJournal;
}

export class MemoryDocumentStore implements DocumentStore {
  private readonly collections = new Map<string, MemoryCollection<StoredDocument>>();
  private state: 'new' | 'started' | 'stopped' = 'new';

  constructor(private readonly options: MemoryDocumentStoreOptions = {}) {}

  async start(): Promise<void> {
    if (this.state === 'stopped') throw unavailable('document store was stopped');
    if (this.state === 'started') return;
    const journal = this.options.journal;
    if (journal) for (const [name, state] of await journal.open()) this.open(name).restore(state);
    this.state = 'started';
  }

  collection<T extends StoredDocument>(name: string): DocumentCollection<T> {
    assertCollectionName(name);
    return this.open(name) as unknown as DocumentCollection<T>;
  }

  async isHealthy(): Promise<boolean> {
    return this.state === 'started' && (this.options.journal?.isHealthy() ?? true);
  }

  async stop(): Promise<void> {
    const wasStarted = this.state === 'started';
    this.state = 'stopped';
    if (wasStarted) await this.options.journal?.close();
  }

  private open(name: string): MemoryCollection<StoredDocument> {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new MemoryCollection(name, () => this.assertStarted(), this.options.journal);
      this.collections.set(name, collection);
    }
    return collection;
  }

  private assertStarted(): void {
    if (this.state !== 'started')
      throw unavailable(`document store is ${this.state === 'new' ? 'not started' : 'stopped'}`);
  }
}
