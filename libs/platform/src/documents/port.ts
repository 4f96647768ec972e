/**
 * The documents port: collections of JSON documents queried with the MongoDB query language.
 * Adapters: MongoDB (official driver; FerretDB here), in-memory (mingo; tests) and SQLite (the
 * in-memory store with every write committed to a SQLite file first; the embedded mode).
 * Only use what FerretDB 1.x and MongoDB both support: no transactions, no change streams.
 */
export interface StoredDocument {
  _id: string;
}

/** A MongoDB query filter, e.g. `{ genres: { $in: ['g1'] }, bpm: { $gte: 90 } }`. */
export type Filter = Record<string, unknown>;
/** A MongoDB update document, e.g. `{ $set: { status: 'published' } }`. */
export type Update = Record<string, unknown>;
export type SortSpec = Record<string, 1 | -1>;

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  /** Inclusion projection, e.g. `{ title: 1 }`. */
  projection?: Record<string, 0 | 1>;
}

export interface IndexSpec {
  keys: Record<string, 1 | -1>;
  unique?: boolean;
  name?: string;
}

export interface DocumentCollection<T extends StoredDocument> {
  /** Throws DomainError('already-exists') when `_id` or a unique index collides. */
  insertOne(document: T): Promise<void>;
  /**
   * Inserts each document whose `_id` and unique keys are free, independently of the others, in
   * one round trip: for each, true when inserted, false when it collided. Throws when the write
   * itself failed (any of them may then have been written). Cheaper than one insertOne per
   * document wherever writes are serialised (FerretDB on SQLite: one commit instead of many).
   */
  insertMany(documents: readonly T[]): Promise<boolean[]>;
  findOne(filter: Filter): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  count(filter: Filter): Promise<number>;
  /** Replaces the whole document; inserts it when `upsert` and nothing matches. */
  replaceOne(filter: Filter, document: T, options?: { upsert?: boolean }): Promise<{ matched: number }>;
  updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<{ matched: number }>;
  deleteOne(filter: Filter): Promise<number>;
  deleteMany(filter: Filter): Promise<number>;
  ensureIndexes(indexes: IndexSpec[]): Promise<void>;
}

export interface DocumentStore {
  start(): Promise<void>;
  collection<T extends StoredDocument>(name: string): DocumentCollection<T>;
  isHealthy(): Promise<boolean>;
  stop(): Promise<void>;
}
