/**
 * One SQLite database file of the embedded mode, opened the way every embedded adapter needs it:
 * write-ahead log, foreign keys off (none are used), a busy timeout, and one synchronous write
 * per commit. The only file that imports `node:sqlite` (Node's built-in binding).
 *
 * Durability: in WAL mode a commit is in the log file before `transaction()` returns, so it
 * survives the process being killed at any moment (`kill -9`). `synchronous: 'normal'` (the
 * default) leaves the fsync of the log to checkpoints — an operating-system crash or power cut
 * may lose the last commits; `'full'` fsyncs every commit (about 1.6 ms each on the development
 * machine's disk, on the caller's thread) and survives those too.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';

export type SqliteSynchronous = 'normal' | 'full';

export interface SqliteFileOptions {
  /** A file path, or ':memory:' (tests). */
  file: string;
  synchronous?: SqliteSynchronous;
}

export type SqliteValue = SQLInputValue;
export type SqliteRow = Record<string, SqliteValue>;

/** A prepared statement: run for writes, all/get for reads. */
export interface SqliteStatement {
  run(...parameters: SqliteValue[]): { changes: number | bigint };
  all(...parameters: SqliteValue[]): SqliteRow[];
  get(...parameters: SqliteValue[]): SqliteRow | undefined;
  /** One row at a time (a large table without holding every row at once). */
  iterate(...parameters: SqliteValue[]): IterableIterator<SqliteRow>;
}

export class SqliteFile {
  private readonly database: DatabaseSync;
  private depth = 0;

  constructor(options: SqliteFileOptions) {
    if (options.file !== ':memory:') mkdirSync(dirname(options.file), { recursive: true });
    this.database = new DatabaseSync(options.file);
    this.database.exec(
      [
        'PRAGMA journal_mode = WAL',
        `PRAGMA synchronous = ${options.synchronous === 'full' ? 'FULL' : 'NORMAL'}`,
        'PRAGMA busy_timeout = 5000',
        'PRAGMA foreign_keys = OFF',
      ].join(';\n'),
    );
  }

  /** Runs DDL (schema) statements. */
  exec(sql: string): void {
    this.database.exec(sql);
  }

  prepare(sql: string): SqliteStatement {
    const statement: StatementSync = this.database.prepare(sql);
    return statement as unknown as SqliteStatement;
  }

  /**
   * Runs `work` in one transaction: every write in it is committed together when it returns, or
   * none when it throws. Nested calls join the outer transaction.
   */
  transaction<T>(work: () => T): T {
    if (this.depth > 0) return work();
    this.database.exec('BEGIN IMMEDIATE');
    this.depth += 1;
    try {
      const result = work();
      this.database.exec('COMMIT');
      return result;
    } catch (error) {
      if (this.database.isTransaction) this.database.exec('ROLLBACK');
      throw error;
    } finally {
      this.depth -= 1;
    }
  }

  get isOpen(): boolean {
    return this.database.isOpen;
  }

  close(): void {
    if (this.database.isOpen) this.database.close();
  }
}
