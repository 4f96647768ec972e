/**
 * MongoDB adapter of the documents port (official driver). FerretDB 1.x serves the same wire
 * protocol here, so only what both support is used: no transactions, no change streams.
 * Driver errors become DomainErrors once, here: duplicate key → already-exists, connection
 * trouble → unavailable, a malformed query or update → invalid-argument.
 */
import { randomUUID } from 'node:crypto';
import {
  MongoAPIError,
  MongoBulkWriteError,
  MongoClient,
  MongoClientClosedError,
  MongoNetworkError,
  MongoNotConnectedError,
  MongoOperationTimeoutError,
  MongoServerClosedError,
  MongoServerError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
  type Collection,
  type Db,
  type Document,
} from 'mongodb';
import { alreadyExists, DomainError, isDomainError, unavailable } from '../errors/domain-error';
import type { DocumentCollection, DocumentStore, Filter, FindOptions, IndexSpec, StoredDocument, Update } from './port';
import {
  assertCollectionName,
  assertDocumentId,
  assertFindOptions,
  assertStorable,
  assertUpdateOperators,
  defaultIndexName,
} from './validation';

export interface MongoDocumentStoreOptions {
  url: string;
  database: string;
  /** How long an operation waits for a reachable server before it fails as unavailable. */
  serverSelectionTimeoutMS?: number;
}

const HEALTH_TIMEOUT_MS = 1_500;
const DUPLICATE_KEY = 11000;
const INTERNAL_ERROR = 1;
/** Server codes that mean the request itself was malformed (BadValue, FailedToParse, …). */
const INVALID_REQUEST_CODES = new Set([2, 9, 14, 40, 52, 56, 57, 66, 85, 86]);

export class MongoDocumentStore implements DocumentStore {
  private client: MongoClient | undefined;
  private state: 'new' | 'started' | 'stopped' = 'new';

  constructor(private readonly options: MongoDocumentStoreOptions) {}

  async start(): Promise<void> {
    if (this.state === 'stopped') throw unavailable('document store was stopped');
    if (this.state === 'started') return;
    const client = new MongoClient(this.options.url, {
      serverSelectionTimeoutMS: this.options.serverSelectionTimeoutMS ?? 2_000,
      connectTimeoutMS: 2_000,
      ignoreUndefined: true,
      appName: 'downbeat',
    });
    try {
      await client.connect();
      await client.db(this.options.database).command({ ping: 1 });
    } catch (error) {
      await client.close().catch(() => undefined);
      throw unavailable(`cannot reach MongoDB at ${redact(this.options.url)}`, error);
    }
    this.client = client;
    this.state = 'started';
  }

  collection<T extends StoredDocument>(name: string): DocumentCollection<T> {
    assertCollectionName(name);
    return new MongoCollection<T>(() => this.db().collection<Row>(name));
  }

  async isHealthy(): Promise<boolean> {
    if (this.state !== 'started') return false;
    let timer: NodeJS.Timeout | undefined;
    const ping = this.db()
      .command({ ping: 1 })
      .then(() => true)
      .catch(() => false);
    const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS)));
    try {
      return await Promise.race([ping, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async stop(): Promise<void> {
    this.state = 'stopped';
    const client = this.client;
    this.client = undefined;
    await client?.close();
  }

  private db(): Db {
    if (this.state !== 'started' || !this.client) {
      throw unavailable(`document store is ${this.state === 'new' ? 'not started' : 'stopped'}`);
    }
    return this.client.db(this.options.database);
  }
}

/** Our documents: string `_id`, otherwise anything. */
type Row = Document & StoredDocument;

class MongoCollection<T extends StoredDocument> implements DocumentCollection<T> {
  constructor(private readonly open: () => Collection<Row>) {}

  async insertOne(document: T): Promise<void> {
    assertDocumentId(document);
    assertStorable(document);
    await this.run(async (c) => {
      await c.insertOne({ ...(document as Row) });
    });
  }

  async insertMany(documents: readonly T[]): Promise<boolean[]> {
    documents.forEach((document) => {
      assertDocumentId(document);
      assertStorable(document);
    });
    if (documents.length === 0) return [];
    const inserted = documents.map(() => true);
    await this.run(async (c) => {
      try {
        await c.insertMany(
          documents.map((document) => ({ ...(document as Row) })),
          { ordered: false },
        );
      } catch (error) {
        // Unordered: every document was tried; only collisions may be answered per document.
        const failures = error instanceof MongoBulkWriteError ? [error.writeErrors].flat() : [];
        if (failures.length === 0 || failures.some((failure) => failure.code !== DUPLICATE_KEY)) throw error;
        for (const failure of failures) inserted[failure.index] = false;
      }
    });
    return inserted;
  }

  async findOne(filter: Filter): Promise<T | null> {
    return this.run(async (c) => (await c.findOne(filter)) as unknown as T | null);
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    assertFindOptions(options);
    return this.run(async (c) => {
      const cursor = c.find(filter, {
        projection: options.projection,
        sort: options.sort,
        skip: options.skip,
        limit: options.limit,
      });
      return (await cursor.toArray()) as unknown as T[];
    });
  }

  async count(filter: Filter): Promise<number> {
    return this.run((c) => c.countDocuments(filter));
  }

  async replaceOne(filter: Filter, document: T, options: { upsert?: boolean } = {}): Promise<{ matched: number }> {
    assertDocumentId(document);
    assertStorable(document);
    return this.run(async (c) => {
      const result = await c.replaceOne(filter, document as Row, { upsert: options.upsert ?? false });
      return { matched: result.matchedCount };
    });
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<{ matched: number }> {
    assertUpdateOperators(update);
    return this.run(async (c) => {
      const result = await c.updateOne(filter, options.upsert ? withStringId(filter, update) : update, {
        upsert: options.upsert ?? false,
      });
      return { matched: result.matchedCount };
    });
  }

  async deleteOne(filter: Filter): Promise<number> {
    return this.run(async (c) => (await c.deleteOne(filter)).deletedCount);
  }

  async deleteMany(filter: Filter): Promise<number> {
    return this.run(async (c) => (await c.deleteMany(filter)).deletedCount);
  }

  async ensureIndexes(indexes: IndexSpec[]): Promise<void> {
    return this.run(async (c) => {
      for (const index of indexes) {
        await c.createIndex(index.keys, {
          name: index.name ?? defaultIndexName(index.keys),
          unique: index.unique ?? false,
        });
      }
    });
  }

  private async run<R>(operation: (collection: Collection<Row>) => Promise<R>): Promise<R> {
    try {
      return await operation(this.open());
    } catch (error) {
      throw toDomainError(error);
    }
  }
}

/**
 * Documents have string ids: an upsert whose filter does not fix `_id` gets a UUID rather than
 * the ObjectId the server would invent.
 */
function withStringId(filter: Filter, update: Update): Update {
  const setOnInsert = (update.$setOnInsert ?? {}) as Record<string, unknown>;
  const setsId = '_id' in filter || '_id' in setOnInsert || '_id' in ((update.$set ?? {}) as Record<string, unknown>);
  return setsId ? update : { ...update, $setOnInsert: { ...setOnInsert, _id: randomUUID() } };
}

function toDomainError(error: unknown): unknown {
  if (isDomainError(error)) return error;
  const cause = { cause: error };
  if (error instanceof MongoServerError) {
    if (error.code === DUPLICATE_KEY || isFerretDbUniqueViolation(error)) {
      return alreadyExists('a document with this _id or unique key already exists');
    }
    if (typeof error.code === 'number' && INVALID_REQUEST_CODES.has(error.code)) {
      return new DomainError('invalid-argument', `invalid query or update: ${error.message}`, [], cause);
    }
    return error;
  }
  const connectionErrors = [
    MongoNetworkError,
    MongoServerSelectionError,
    MongoTopologyClosedError,
    MongoClientClosedError,
    MongoNotConnectedError,
    MongoServerClosedError,
    MongoOperationTimeoutError,
  ];
  if (connectionErrors.some((type) => error instanceof type)) return unavailable('MongoDB is unreachable', error);
  if (error instanceof MongoAPIError) return new DomainError('invalid-argument', error.message, [], cause);
  return error;
}

/**
 * FerretDB 1.24 (SQLite backend) reports a unique-index violation by an update or a replace as
 * InternalError (code 1) with SQLite's message instead of 11000; inserts and upserts do give
 * 11000. Its message is the only signal, so this one check reads it (remove with FerretDB 2).
 */
function isFerretDbUniqueViolation(error: MongoServerError): boolean {
  return error.code === INTERNAL_ERROR && error.message.includes('UNIQUE constraint failed');
}

/** The URL without credentials, for error messages. */
function redact(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}
