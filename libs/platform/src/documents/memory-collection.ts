/**
 * One in-memory collection with MongoDB semantics (queries, updates, sort/skip/limit and
 * projection through mingo), `_id` and unique indexes enforced, documents copied in and out.
 * Every method is synchronous inside, so each write is atomic with respect to the others. With a
 * journal, a write is handed to it (and committed there) before it takes effect in memory: a
 * write the journal refuses changes nothing, and one that returned is durable.
 */
import { randomUUID } from 'node:crypto';
import { find, Query } from 'mingo';
import { update as applyUpdate } from 'mingo/updater';
import { alreadyExists, DomainError, invalidArgument, isDomainError } from '../errors/domain-error';
import type { DocumentCollection, Filter, FindOptions, IndexSpec, StoredDocument, Update } from './port';
import {
  assertDocumentId,
  assertFindOptions,
  assertStorable,
  assertUpdateOperators,
  defaultIndexName,
} from './validation';

type Doc = Record<string, unknown> & StoredDocument;

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

interface UniqueIndex {
  spec: IndexSpec & { name: string };
  /** Serialised key values → _id of the document holding them. */
  entries: Map<string, string>;
}

type Index = UniqueIndex | { spec: IndexSpec & { name: string } };

export interface CollectionState {
  indexes: IndexSpec[];
  documents: StoredDocument[];
}

/** Where a collection's writes are committed before they take effect in memory; throws to refuse one. */
export interface CollectionJournal {
  /** Inserts or replaces these documents by `_id`. */
  put(collection: string, documents: readonly StoredDocument[]): void;
  remove(collection: string, ids: readonly string[]): void;
  addIndex(collection: string, spec: IndexSpec): void;
}

export class MemoryCollection<T extends StoredDocument> implements DocumentCollection<T> {
  private documents = new Map<string, Doc>();
  private indexes = new Map<string, Index>();

  /**
   * @param guard throws when the store cannot serve (not started, stopped)
   * @param journal commits every write before it takes effect here (none: memory only)
   */
  constructor(
    readonly name: string,
    private readonly guard: () => void,
    private readonly journal?: CollectionJournal,
  ) {}

  async insertOne(document: T): Promise<void> {
    this.guard();
    const copy = copyIn(document);
    assertDocumentId(copy);
    assertStorable(copy);
    this.write(undefined, copy);
  }

  async insertMany(documents: readonly T[]): Promise<boolean[]> {
    this.guard();
    const copies = documents.map((document) => {
      const copy = copyIn(document);
      assertDocumentId(copy);
      assertStorable(copy);
      return copy;
    });
    return copies.map((copy) => {
      try {
        this.write(undefined, copy);
        return true;
      } catch (error) {
        if (isDomainError(error, 'already-exists')) return false;
        throw error;
      }
    });
  }

  async findOne(filter: Filter): Promise<T | null> {
    return (await this.find(filter, { limit: 1 }))[0] ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    this.guard();
    assertFindOptions(options);
    const cursor = mingo(() => find(this.candidates(filter), filter, options.projection));
    if (options.sort) cursor.sort(options.sort);
    if (options.skip) cursor.skip(options.skip);
    if (options.limit) cursor.limit(options.limit);
    return mingo(() => cursor.all()).map((doc) => copyValue(doc, '') as T);
  }

  async count(filter: Filter): Promise<number> {
    this.guard();
    return this.matching(filter).length;
  }

  async replaceOne(filter: Filter, document: T, options: { upsert?: boolean } = {}): Promise<{ matched: number }> {
    this.guard();
    const replacement = copyIn(document);
    assertDocumentId(replacement);
    assertStorable(replacement);
    const [current] = this.matching(filter);
    if (current) {
      if (replacement._id !== current._id)
        throw invalidArgument('replaceOne cannot change _id', [{ key: '_id', messages: ['immutable'] }]);
      this.write(current, replacement);
      return { matched: 1 };
    }
    if (options.upsert) this.write(undefined, replacement);
    return { matched: 0 };
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<{ matched: number }> {
    this.guard();
    assertUpdateOperators(update);
    const { $setOnInsert: onInsert, ...modifier } = update;
    const [current] = this.matching(filter);
    if (current) {
      const next = copyIn(current);
      if (Object.keys(modifier).length > 0) mingo(() => applyUpdate(next, modifier));
      this.write(current, next);
      return { matched: 1 };
    }
    if (options.upsert) {
      const seed: Doc = { ...upsertSeed(filter), ...(copyIn(onInsert ?? {}) as Record<string, unknown>) } as Doc;
      if (Object.keys(modifier).length > 0) mingo(() => applyUpdate(seed, modifier));
      seed._id ??= randomUUID();
      assertDocumentId(seed);
      this.write(undefined, seed);
    }
    return { matched: 0 };
  }

  async deleteOne(filter: Filter): Promise<number> {
    this.guard();
    const [victim] = this.matching(filter);
    if (!victim) return 0;
    this.journal?.remove(this.name, [victim._id]);
    this.remove(victim);
    return 1;
  }

  async deleteMany(filter: Filter): Promise<number> {
    this.guard();
    const victims = this.matching(filter);
    if (victims.length > 0)
      this.journal?.remove(
        this.name,
        victims.map((victim) => victim._id),
      );
    for (const victim of victims) this.remove(victim);
    return victims.length;
  }

  async ensureIndexes(indexes: IndexSpec[]): Promise<void> {
    this.guard();
    for (const spec of indexes) {
      const index = this.buildIndex(spec);
      if (!index) continue;
      this.journal?.addIndex(this.name, index.spec);
      this.indexes.set(index.spec.name, index);
    }
  }

  /** Loads what a journal holds (at start, before anything is served); not journaled again. */
  restore(state: CollectionState): void {
    this.documents = new Map();
    this.indexes = new Map();
    for (const spec of state.indexes) {
      const index = this.buildIndex(spec);
      if (index) this.indexes.set(index.spec.name, index);
    }
    for (const document of state.documents) this.write(undefined, document as Doc, { journaled: false });
  }

  private matching(filter: Filter): Doc[] {
    const query = mingo(() => new Query(filter));
    return this.candidates(filter).filter((doc) => query.test(doc));
  }

  /**
   * The documents a filter can match: only those it names when it pins `_id` (equality or `$in`
   * of ids), so reads and writes by id cost one lookup instead of a scan. The full filter is
   * still applied to them.
   */
  private candidates(filter: Filter): Doc[] {
    const id = filter._id;
    if (typeof id === 'string') {
      const document = this.documents.get(id);
      return document ? [document] : [];
    }
    const ids = (id as { $in?: unknown } | undefined)?.$in;
    if (isIdList(ids) && Object.keys(id as object).length === 1) {
      return [...new Set(ids)].flatMap((one) => this.documents.get(one) ?? []);
    }
    return [...this.documents.values()];
  }

  /** Replaces `current` (or inserts) after checking `_id` and unique indexes; all or nothing. */
  private write(current: Doc | undefined, next: Doc, { journaled = true } = {}): void {
    if (!current && this.documents.has(next._id))
      throw alreadyExists(`a document with _id '${next._id}' already exists`);
    const keys = new Map<UniqueIndex, string>();
    for (const index of this.uniqueIndexes()) {
      const key = indexKey(next, index.spec);
      const holder = index.entries.get(key);
      if (holder !== undefined && holder !== current?._id) {
        throw alreadyExists(`duplicate key for unique index ${index.spec.name}`);
      }
      keys.set(index, key);
    }
    if (journaled) this.journal?.put(this.name, [next]);
    if (current) this.remove(current);
    for (const [index, key] of keys) index.entries.set(key, next._id);
    this.documents.set(next._id, next);
  }

  private remove(document: Doc): void {
    for (const index of this.uniqueIndexes()) index.entries.delete(indexKey(document, index.spec));
    this.documents.delete(document._id);
  }

  /** The index a spec asks for, built over the documents; undefined when it already exists. */
  private buildIndex(spec: IndexSpec): Index | undefined {
    const named = { ...spec, name: spec.name ?? defaultIndexName(spec.keys) };
    const existing = this.indexes.get(named.name);
    if (existing) {
      const same =
        JSON.stringify(existing.spec.keys) === JSON.stringify(named.keys) && !!existing.spec.unique === !!named.unique;
      if (!same) throw invalidArgument(`index ${named.name} already exists with other keys or options`);
      return undefined;
    }
    if (!named.unique) return { spec: named };
    const entries = new Map<string, string>();
    for (const document of this.documents.values()) {
      const key = indexKey(document, named);
      if (entries.has(key)) throw alreadyExists(`cannot build unique index ${named.name}: duplicate key`);
      entries.set(key, document._id);
    }
    return { spec: named, entries };
  }

  private uniqueIndexes(): UniqueIndex[] {
    return [...this.indexes.values()].filter((index): index is UniqueIndex => 'entries' in index);
  }
}

/** Missing fields count as null, as in MongoDB (two documents without the field collide). */
function indexKey(document: Doc, spec: IndexSpec): string {
  return JSON.stringify(Object.keys(spec.keys).map((path) => valueAt(document, path) ?? null));
}

function valueAt(document: Record<string, unknown>, path: string): unknown {
  let value: unknown = document;
  for (const segment of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/** The fields an upsert takes from its filter: top-level equalities, also inside `$and`. */
function upsertSeed(filter: Filter): Doc {
  const seed: Record<string, unknown> = {};
  const visit = (clause: Filter) => {
    for (const [field, condition] of Object.entries(clause)) {
      if (field === '$and' && Array.isArray(condition)) condition.forEach((part) => visit(part as Filter));
      if (field.startsWith('$')) continue;
      const operators = isPlainObject(condition) && Object.keys(condition).some((key) => key.startsWith('$'));
      if (!operators) setPath(seed, field, copyValue(condition, field));
      else if ('$eq' in (condition as Record<string, unknown>))
        setPath(seed, field, copyValue((condition as { $eq: unknown }).$eq, field));
    }
  };
  visit(filter);
  return seed as Doc;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const segments = path.split('.');
  let node = target;
  for (const segment of segments.slice(0, -1)) {
    if (!isPlainObject(node[segment])) node[segment] = {};
    node = node[segment] as Record<string, unknown>;
  }
  node[segments[segments.length - 1] ?? path] = value;
}

/**
 * Copies a document the way the MongoDB driver would store it (with `ignoreUndefined`):
 * undefined fields dropped, dates kept, anything but JSON values and dates refused. Used both
 * ways (structuredClone would hand jest's sandbox dates from another realm).
 */
function copyIn(value: unknown): Doc {
  return copyValue(value, '') as Doc;
}

function copyValue(value: unknown, path: string): unknown {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value;
  if (value instanceof Date) return new Date(value.getTime());
  if (Array.isArray(value))
    return value.map((item, i) => (item === undefined ? null : copyValue(item, `${path}[${i}]`)));
  if (isPlainObject(value)) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value))
      if (item !== undefined) copy[key] = copyValue(item, path ? `${path}.${key}` : key);
    return copy;
  }
  throw invalidArgument(`unsupported value at ${path || 'document'}: only JSON values and dates are stored`, [
    { key: path || 'document', messages: ['unsupported type'] },
  ]);
}

/** A plain object of any realm: what a worker thread hands back is of Node's, not jest's sandbox. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  if (prototype === null) return true;
  return Object.getPrototypeOf(prototype) === null && Object.prototype.toString.call(value) === '[object Object]';
}

/** mingo reports a malformed query or update by throwing; that is the caller's mistake. */
function mingo<R>(run: () => R): R {
  try {
    return run();
  } catch (error) {
    if (isDomainError(error)) throw error;
    throw new DomainError('invalid-argument', `invalid query or update: ${(error as Error).message}`, [], {
      cause: error,
    });
  }
}
