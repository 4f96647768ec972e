/**
 * The embedded mode's durable document store: documents live in one SQLite file (WAL) and are
 * queried in memory with the MongoDB query language (mingo). A write is committed to the file
 * before its promise resolves, so whatever was acknowledged survives `kill -9`; a start loads the
 * file. The first start on a data directory of an earlier version imports its snapshot files.
 */
import { rename } from 'node:fs/promises';
import { unavailable } from '../errors/domain-error';
import { SqliteFile, type SqliteStatement, type SqliteSynchronous } from '../sqlite/sqlite-file';
import { decodeDocument, encodeDocument } from './json-dates';
import { readLegacySnapshots } from './legacy-snapshots';
import type { CollectionState } from './memory-collection';
import { MemoryDocumentStore, type DocumentJournal } from './memory-document-store';
import type { IndexSpec, StoredDocument } from './port';

export interface SqliteDocumentStoreOptions {
  /** The database file (created with its directory), or ':memory:'. */
  file: string;
  synchronous?: SqliteSynchronous;
  /** A directory of an earlier version's snapshot files: imported when the database is empty, then renamed aside. */
  importSnapshotsFrom?: string;
}

export class SqliteDocumentStore extends MemoryDocumentStore {
  constructor(options: SqliteDocumentStoreOptions) {
    super({ journal: new SqliteDocumentJournal(options) });
  }
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS documents (
    collection TEXT NOT NULL, id TEXT NOT NULL, body TEXT NOT NULL, PRIMARY KEY (collection, id)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS indexes (
    collection TEXT NOT NULL, name TEXT NOT NULL, spec TEXT NOT NULL, PRIMARY KEY (collection, name)
  ) WITHOUT ROWID;
`;

class SqliteDocumentJournal implements DocumentJournal {
  private file?: SqliteFile;
  private statements?: { put: SqliteStatement; remove: SqliteStatement; addIndex: SqliteStatement };

  constructor(private readonly options: SqliteDocumentStoreOptions) {}

  async open(): Promise<Map<string, CollectionState>> {
    const file = new SqliteFile({ file: this.options.file, synchronous: this.options.synchronous });
    file.exec(SCHEMA);
    this.file = file;
    this.statements = {
      put: file.prepare('INSERT OR REPLACE INTO documents (collection, id, body) VALUES (?, ?, ?)'),
      remove: file.prepare('DELETE FROM documents WHERE collection = ? AND id = ?'),
      addIndex: file.prepare('INSERT OR REPLACE INTO indexes (collection, name, spec) VALUES (?, ?, ?)'),
    };
    await this.importLegacySnapshots();
    return this.load(file);
  }

  put(collection: string, documents: readonly StoredDocument[]): void {
    const { put } = this.ready();
    this.commit(collection, () => {
      for (const document of documents) put.run(collection, document._id, encodeDocument(document));
    });
  }

  remove(collection: string, ids: readonly string[]): void {
    const { remove } = this.ready();
    this.commit(collection, () => {
      for (const id of ids) remove.run(collection, id);
    });
  }

  addIndex(collection: string, spec: IndexSpec): void {
    const { addIndex } = this.ready();
    this.commit(collection, () => addIndex.run(collection, spec.name ?? '', JSON.stringify(spec)));
  }

  isHealthy(): boolean {
    return this.file?.isOpen ?? false;
  }

  async close(): Promise<void> {
    this.file?.close();
  }

  private ready() {
    if (!this.statements) throw unavailable('document store is not open');
    return this.statements;
  }

  /** One transaction; a failure (disk full, I/O error) is `unavailable` and leaves nothing written. */
  private commit(collection: string, work: () => void): void {
    try {
      this.file?.transaction(work);
    } catch (error) {
      throw unavailable(`could not write to collection ${collection}: ${(error as Error).message}`, error);
    }
  }

  private load(file: SqliteFile): Map<string, CollectionState> {
    const states = new Map<string, CollectionState>();
    const of = (collection: string) => {
      let state = states.get(collection);
      if (!state) states.set(collection, (state = { indexes: [], documents: [] }));
      return state;
    };
    for (const row of file.prepare('SELECT collection, spec FROM indexes ORDER BY collection, name').all())
      of(String(row.collection)).indexes.push(JSON.parse(String(row.spec)) as IndexSpec);
    for (const row of file.prepare('SELECT collection, body FROM documents').all())
      of(String(row.collection)).documents.push(decodeDocument<StoredDocument>(String(row.body)));
    return states;
  }

  private async importLegacySnapshots(): Promise<void> {
    const directory = this.options.importSnapshotsFrom;
    if (!directory || !this.file) return;
    const empty = this.file.prepare('SELECT 1 FROM documents LIMIT 1').get() === undefined;
    const snapshots = await readLegacySnapshots(directory);
    if (snapshots.size === 0) return;
    if (empty) {
      this.file.transaction(() => {
        for (const [collection, state] of snapshots) {
          for (const spec of state.indexes) this.addIndex(collection, spec);
          this.put(collection, state.documents);
        }
      });
    }
    await rename(directory, `${directory}.imported-${Date.now()}`);
  }
}
