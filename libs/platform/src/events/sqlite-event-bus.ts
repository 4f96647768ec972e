/**
 * The embedded mode's durable event bus: the in-process bus with its log and its groups'
 * positions kept in one SQLite file (WAL). A publish resolves once its events are committed; a
 * handled event's position is committed after its handler; a start resumes both, so what was
 * counted stays counted and what arrives after a restart is handled too.
 */
import { SqliteFile, type SqliteStatement, type SqliteSynchronous } from '../sqlite/sqlite-file';
import {
  MemoryEventBus,
  type EventJournal,
  type JournaledEvent,
  type JournaledLog,
  type MemoryEventBusOptions,
} from './memory-event-bus';
import type { EventEnvelope } from './port';

export interface SqliteEventBusOptions extends Omit<MemoryEventBusOptions, 'journal'> {
  /** The database file (created with its directory), or ':memory:'. */
  file: string;
  synchronous?: SqliteSynchronous;
}

export class SqliteEventBus extends MemoryEventBus {
  constructor({ file, synchronous, ...options }: SqliteEventBusOptions) {
    super({ ...options, journal: new SqliteEventJournal(file, synchronous) });
  }
}

/**
 * The events of some topics retained in an embedded event log, oldest first per partition, read
 * without joining a group or writing anything (the process that owns the file may be running).
 */
export function readEventLog(file: string, topics: string[]): EventEnvelope[] {
  const log = new SqliteFile({ file });
  try {
    const rows = log.prepare(
      `SELECT envelope FROM events WHERE topic IN (${topics.map(() => '?').join(', ')}) ORDER BY topic, partition, offset`,
    );
    return rows.all(...topics).map((row) => JSON.parse(String(row.envelope)) as EventEnvelope);
  } finally {
    log.close();
  }
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS settings (name TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS events (
    topic TEXT NOT NULL, partition INTEGER NOT NULL, offset INTEGER NOT NULL, envelope TEXT NOT NULL,
    PRIMARY KEY (topic, partition, offset)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS positions (
    consumer_group TEXT NOT NULL, topic TEXT NOT NULL, partition INTEGER NOT NULL, next INTEGER NOT NULL,
    PRIMARY KEY (consumer_group, topic, partition)
  ) WITHOUT ROWID;
`;

class SqliteEventJournal implements EventJournal {
  private file?: SqliteFile;
  private statements?: Record<'append' | 'commit' | 'trim', SqliteStatement>;

  constructor(
    private readonly path: string,
    private readonly synchronous?: SqliteSynchronous,
  ) {}

  open(partitions: number): JournaledLog {
    const file = new SqliteFile({ file: this.path, synchronous: this.synchronous });
    file.exec(SCHEMA);
    file.prepare("INSERT OR IGNORE INTO settings (name, value) VALUES ('partitions', ?)").run(String(partitions));
    const stored = Number(file.prepare("SELECT value FROM settings WHERE name = 'partitions'").get()?.value);
    this.file = file;
    this.statements = {
      append: file.prepare('INSERT INTO events (topic, partition, offset, envelope) VALUES (?, ?, ?, ?)'),
      commit: file.prepare(
        'INSERT OR REPLACE INTO positions (consumer_group, topic, partition, next) VALUES (?, ?, ?, ?)',
      ),
      trim: file.prepare('DELETE FROM events WHERE topic = ? AND partition = ? AND offset < ?'),
    };
    return { partitions: stored, events: this.readEvents(file), positions: this.readPositions(file) };
  }

  append(events: readonly JournaledEvent[]): void {
    const { append } = this.ready();
    this.file?.transaction(() => {
      for (const { partition, offset, envelope } of events)
        append.run(envelope.topic, partition, offset, JSON.stringify(envelope));
    });
  }

  commit(group: string, topic: string, partition: number, next: number): void {
    this.ready().commit.run(group, topic, partition, next);
  }

  trim(topic: string, partition: number, base: number): void {
    this.ready().trim.run(topic, partition, base);
  }

  close(): void {
    this.file?.close();
  }

  private ready() {
    if (!this.statements || !this.file?.isOpen) throw new Error('the event log is not open');
    return this.statements;
  }

  private readEvents(file: SqliteFile): Map<string, JournaledEvent[]> {
    const events = new Map<string, JournaledEvent[]>();
    const rows = file.prepare(
      'SELECT topic, partition, offset, envelope FROM events ORDER BY topic, partition, offset',
    );
    for (const row of rows.all()) {
      const topic = String(row.topic);
      let list = events.get(topic);
      if (!list) events.set(topic, (list = []));
      list.push({
        partition: Number(row.partition),
        offset: Number(row.offset),
        envelope: JSON.parse(String(row.envelope)) as EventEnvelope,
      });
    }
    return events;
  }

  private readPositions(file: SqliteFile): JournaledLog['positions'] {
    const positions: JournaledLog['positions'] = new Map();
    for (const row of file.prepare('SELECT consumer_group, topic, partition, next FROM positions').all()) {
      const group = String(row.consumer_group);
      const topic = String(row.topic);
      let topics = positions.get(group);
      if (!topics) positions.set(group, (topics = new Map()));
      let partitions = topics.get(topic);
      if (!partitions) topics.set(topic, (partitions = new Map()));
      partitions.set(Number(row.partition), Number(row.next));
    }
    return positions;
  }
}
