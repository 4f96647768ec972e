/**
 * The embedded mode's vector index: every space and document is committed to a SQLite file (WAL,
 * one transaction per call, through sqlite/sqlite-file.ts) before the call resolves, then applied
 * in memory, where searches run (space-index.ts). `start()` loads every space back from the file
 * (about a second per 100,000 vectors of 200 dimensions); partitions are then rebuilt in the
 * background while searches are exact. `file: ':memory:'` keeps nothing (unit tests).
 */
import { DomainError, invalidArgument, unavailable } from '../errors/domain-error';
import { SqliteFile, type SqliteStatement, type SqliteSynchronous } from '../sqlite/sqlite-file';
import { fieldsPredicate } from './filter';
import type {
  CompactedSpace,
  NearestQuery,
  Neighbour,
  VectorDocument,
  VectorFields,
  VectorFilter,
  VectorIndex,
  VectorSpace,
} from './port';
import { DEFAULT_TUNING, SpaceIndex, type SearchTuning } from './space-index';
import {
  checkDocuments,
  checkFilter,
  checkIds,
  checkQuery,
  checkSpace,
  checkSpaceName,
  isEmptyFilter,
  mergeSpaces,
  sameSpace,
  unknownSpace,
} from './validation';

export interface SqliteVectorIndexOptions extends Partial<SearchTuning> {
  /** A file path, or ':memory:' (tests). */
  file: string;
  synchronous?: SqliteSynchronous;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS vector_spaces (name TEXT PRIMARY KEY, definition TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS vector_documents (
  space TEXT NOT NULL, id TEXT NOT NULL, vector BLOB NOT NULL, fields TEXT NOT NULL,
  PRIMARY KEY (space, id)
) WITHOUT ROWID;`;

interface Statements {
  putSpace: SqliteStatement;
  dropSpace: SqliteStatement;
  dropDocuments: SqliteStatement;
  putDocument: SqliteStatement;
  removeDocument: SqliteStatement;
}

export class SqliteVectorIndex implements VectorIndex {
  private file: SqliteFile | undefined;
  private statements: Statements | undefined;
  private readonly spaces = new Map<string, SpaceIndex>();
  private readonly tuning: SearchTuning;

  constructor(private readonly options: SqliteVectorIndexOptions) {
    this.tuning = { ...DEFAULT_TUNING, ...definedOnly(options) };
  }

  async start(): Promise<void> {
    if (this.file) return;
    try {
      const file = new SqliteFile({ file: this.options.file, synchronous: this.options.synchronous });
      file.exec(SCHEMA);
      this.statements = {
        putSpace: file.prepare(
          'INSERT INTO vector_spaces (name, definition) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET definition = excluded.definition',
        ),
        dropSpace: file.prepare('DELETE FROM vector_spaces WHERE name = ?'),
        dropDocuments: file.prepare('DELETE FROM vector_documents WHERE space = ?'),
        putDocument: file.prepare(
          'INSERT INTO vector_documents (space, id, vector, fields) VALUES (?, ?, ?, ?) ' +
            'ON CONFLICT (space, id) DO UPDATE SET vector = excluded.vector, fields = excluded.fields',
        ),
        removeDocument: file.prepare('DELETE FROM vector_documents WHERE space = ? AND id = ?'),
      };
      this.file = file;
      this.load(file);
    } catch (error) {
      throw unavailable(`could not open the vector index at ${this.options.file}: ${(error as Error).message}`, error);
    }
  }

  async ensureSpace(name: string, space: VectorSpace): Promise<void> {
    checkSpaceName(name);
    const wanted = checkSpace(space);
    const existing = this.spaces.get(name);
    if (existing) {
      const merged = mergeSpaces(name, existing.space, wanted);
      if (sameSpace(merged, existing.space)) return;
      this.commit(name, () => this.ready().putSpace.run(name, JSON.stringify(merged)));
      existing.space = merged;
      return;
    }
    this.commit(name, () => this.ready().putSpace.run(name, JSON.stringify(wanted)));
    this.spaces.set(name, new SpaceIndex(wanted, this.tuning));
  }

  async describeSpace(name: string): Promise<VectorSpace | null> {
    this.ready();
    const space = this.spaces.get(name)?.space;
    return space ? structuredClone(space) : null;
  }

  async dropSpace(name: string): Promise<boolean> {
    const { dropSpace, dropDocuments } = this.ready();
    const index = this.spaces.get(name);
    if (!index) return false;
    this.commit(name, () => {
      dropDocuments.run(name);
      dropSpace.run(name);
    });
    index.close();
    this.spaces.delete(name);
    return true;
  }

  async upsert(name: string, documents: VectorDocument[]): Promise<void> {
    const index = this.space(name);
    const checked = checkDocuments(index.space, documents);
    const { putDocument } = this.ready();
    this.commit(name, () => {
      for (const document of checked)
        putDocument.run(name, document.id, bytesOf(document.vector), JSON.stringify(document.fields));
    });
    for (const document of checked) index.rows.put(document.id, document.vector, document.fields);
    index.afterWrite();
  }

  async remove(name: string, ids: string[]): Promise<void> {
    const index = this.space(name);
    this.removeIds(name, index, checkIds(ids));
  }

  async removeWhere(name: string, filter: VectorFilter): Promise<number> {
    const index = this.space(name);
    const checked = checkFilter(index.space, filter);
    if (isEmptyFilter(checked))
      throw invalidArgument('removeWhere needs a filter; drop the space to remove everything', [
        { key: 'filter', messages: ['empty'] },
      ]);
    const ids = index.matching(fieldsPredicate(checked)).map((row) => index.rows.idAt(row));
    this.removeIds(name, index, ids);
    return ids.length;
  }

  async nearest(name: string, query: NearestQuery): Promise<Neighbour[]> {
    const index = this.space(name);
    const { vector, k, filter } = checkQuery(index.space, query);
    const withFields = query.withFields !== false;
    return index.nearest(vector, k, fieldsPredicate(filter), query.exact === true).map(({ row, id, score }) => ({
      id,
      score,
      fields: withFields ? copyOf(index.rows.fieldsAt(row)) : {},
    }));
  }

  async get(name: string, ids: string[]): Promise<VectorDocument[]> {
    const index = this.space(name);
    return checkIds(ids).flatMap((id) => {
      const row = index.rows.rowOfId(id);
      if (row === undefined) return [];
      return [{ id, vector: index.rows.vectorAt(row), fields: copyOf(index.rows.fieldsAt(row)) }];
    });
  }

  async count(name: string, filter?: VectorFilter): Promise<number> {
    const index = this.space(name);
    const predicate = fieldsPredicate(checkFilter(index.space, filter));
    return predicate ? index.matching(predicate).length : index.rows.size;
  }

  /** One array per space already: compaction waits for the space's partitions to be built. */
  async compact(name: string): Promise<CompactedSpace> {
    await this.space(name).settled();
    return { partsBefore: 1, partsAfter: 1 };
  }

  async isHealthy(): Promise<boolean> {
    return this.file?.isOpen ?? false;
  }

  async stop(): Promise<void> {
    for (const index of this.spaces.values()) index.close();
    this.spaces.clear();
    this.file?.close();
    this.file = undefined;
    this.statements = undefined;
  }

  /** Resolves when no space is building a partition (benchmarks and tests wait for it). */
  async settled(): Promise<void> {
    for (const index of this.spaces.values()) await index.settled();
  }

  private removeIds(name: string, index: SpaceIndex, ids: string[]): void {
    const { removeDocument } = this.ready();
    this.commit(name, () => {
      for (const id of ids) removeDocument.run(name, id);
    });
    for (const id of ids) index.rows.delete(id);
    index.afterWrite();
  }

  private space(name: string): SpaceIndex {
    this.ready();
    const index = this.spaces.get(name);
    if (!index) throw unknownSpace(name);
    return index;
  }

  private ready(): Statements {
    if (!this.statements) throw unavailable('the vector index is not open');
    return this.statements;
  }

  /** One transaction; a failure (disk full, I/O error) is `unavailable` and leaves nothing written. */
  private commit(space: string, work: () => void): void {
    try {
      this.file!.transaction(work);
    } catch (error) {
      if (error instanceof DomainError) throw error;
      throw unavailable(`could not write to vector space ${space}: ${(error as Error).message}`, error);
    }
  }

  private load(file: SqliteFile): void {
    for (const row of file.prepare('SELECT name, definition FROM vector_spaces').iterate())
      this.spaces.set(String(row.name), new SpaceIndex(JSON.parse(String(row.definition)) as VectorSpace, this.tuning));
    for (const row of file.prepare('SELECT space, id, vector, fields FROM vector_documents').iterate()) {
      const bytes = row.vector as Uint8Array;
      const vector = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
      this.spaces
        .get(String(row.space))
        ?.rows.put(String(row.id), vector, JSON.parse(String(row.fields)) as VectorFields);
    }
    for (const index of this.spaces.values()) index.afterWrite();
  }
}

function bytesOf(vector: Float32Array): Uint8Array {
  return new Uint8Array(vector.buffer, vector.byteOffset, vector.byteLength);
}

function copyOf(fields: VectorFields): VectorFields {
  return Object.fromEntries(
    Object.entries(fields).map(([field, value]) => [field, Array.isArray(value) ? [...value] : value]),
  );
}

function definedOnly(options: Partial<SearchTuning>): Partial<SearchTuning> {
  const tuning: Partial<SearchTuning> = {};
  if (options.partitionFrom !== undefined) tuning.partitionFrom = options.partitionFrom;
  if (options.probeShare !== undefined) tuning.probeShare = options.probeShare;
  return tuning;
}
