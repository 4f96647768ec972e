import { unavailable } from '@downbeat/platform';
import type { AnnouncedEntity } from '../documents';
import type { CatalogDocuments, Outbox } from '../ports';
import type { EntityChange, StoredEntity } from '../read-model/catalog-entities';
import type { PictureIngest } from '../ports';
import { RecordPictures, type PicturedRecord } from './pictures';
import { parseRecord, type ImportRecord, type RecordProblem } from './records';
import { storeCatalog, type Known, type ReferenceKind, type StoredCatalog } from './stored-catalog';
import { toDocument, type DocumentOf } from './to-document';

export interface ImportLine {
  /** 1-based line number in the file. */
  line: number;
  json: string;
}

export interface ImportSummary {
  created: number;
  updated: number;
  unchanged: number;
  problems: RecordProblem[];
}

/**
 * How long the relay leaves a batch's outbox entry alone while the batch is being written. The
 * importer ends it as soon as its writes are done; it only runs out when the writer crashed, and
 * then the relay publishes what was written and skips what was not. Long, because a batch of
 * changes (not inserts) replaces documents, which FerretDB does slowly on a large catalog.
 */
export const WRITING_LEASE_MS = 5 * 60_000;

/** Where the importer writes: the entities, and the outbox announcing their new revisions. */
export interface CatalogWrites {
  documents: CatalogDocuments;
  outbox: Outbox;
}

/** Told about what a batch wrote, once the writes succeeded (the read model and the change log). */
export type WrittenListener = (changes: EntityChange[]) => Promise<void>;

export interface ImporterOptions {
  /** What is stored already (default: the store itself; services pass their read model's view). */
  catalog?: StoredCatalog;
  /** Makes the pictures records give as `image` (media); without it such records cannot be imported. */
  pictures?: PictureIngest;
  /** Called after a batch that left events to publish (wakes the outbox relay). */
  onPending?: () => void;
  /** Called with every entity a batch wrote, after the writes (also after a batch that failed half-way). */
  onWritten?: WrittenListener;
  now?: () => Date;
}

/** The latest document of one entity a batch changes, and what the batch believed stored before it. */
interface Write {
  record: PicturedRecord;
  document: DocumentOf;
  previous: DocumentOf | undefined;
}

/** How a write ended: `existed` when the store held the entity though the batch believed it new. */
interface Written {
  document: DocumentOf | null;
  stored: DocumentOf | null;
  existed: boolean;
}

/** Writes to the store at once; FerretDB serves concurrent requests faster than one after another. */
const WRITE_CONCURRENCY = 4;

/**
 * Applies import records in order, each idempotent by id. A record may reference what an earlier
 * line or the stored catalog defines. A bad record is skipped and reported with its line; an
 * unchanged record is not written, so it gets no new revision and no event. A changed track or
 * sound effect gets the next revision; the batch's changed tracks and sound effects are announced
 * in one outbox entry before anything is written.
 *
 * A batch is first decided in memory, line by line, from what `catalog` says is stored; then each
 * changed entity's latest document is written once, different entities concurrently: a new one
 * inserted (cheap on FerretDB, unlike lookups of missing ids), a known one replaced at the
 * revision believed stored. When the store disagrees (another replica's write, a track the read
 * model does not hold), the entity is read by `_id` and the write decided again from it, so
 * revisions only grow and an unchanged record stays unchanged.
 */
export class CatalogImporter {
  private readonly catalog: StoredCatalog;
  private readonly now: () => Date;
  /** Makes the pictures of records, through media. */
  readonly pictures: RecordPictures;

  constructor(
    private readonly writes: CatalogWrites,
    private readonly options: ImporterOptions = {},
  ) {
    this.catalog = options.catalog ?? storeCatalog(writes.documents);
    this.now = options.now ?? (() => new Date());
    this.pictures = new RecordPictures(options.pictures);
  }

  async import(lines: ImportLine[]): Promise<ImportSummary> {
    const summary: ImportSummary = { created: 0, updated: 0, unchanged: 0, problems: [] };
    const parsed = lines.map(({ line, json }) => ({ line, result: parseRecord(line, json) }));
    const valid = parsed.flatMap(({ line, result }) => ('record' in result ? [{ line, record: result.record }] : []));
    for (const { result } of parsed) if ('problems' in result) summary.problems.push(...result.problems);

    const known = await this.knownReferences(valid.map(({ record }) => record));
    const existing = await this.existing(valid.map(({ record }) => record));
    // Pictures first: a record whose picture is refused is left out whole, before anything is written.
    const pictured = await this.pictures.make(valid, (record) => existing.get(`${record.type}:${record.id}`));
    const records = pictured.records;
    summary.problems.push(...pictured.problems);
    const writes = new Map<string, Write>();
    for (const { line, record } of records) {
      const problems = referenceProblems(line, record, known);
      if (problems.length > 0) {
        summary.problems.push(...problems);
        continue;
      }
      const key = `${record.type}:${record.id}`;
      const previous = existing.get(key);
      const document = this.nextDocument(record, previous);
      if (document) {
        summary[previous ? 'updated' : 'created'] += 1;
        existing.set(key, document);
        const write = writes.get(key);
        writes.set(key, { record, document, previous: write ? write.previous : previous });
      } else summary.unchanged += 1;
      remember(known, record);
    }
    summary.problems.sort((a, b) => a.line - b.line);
    await this.write([...writes.values()], summary);
    return summary;
  }

  /** The document to store for `record`, or undefined when the stored one has the same content. */
  private nextDocument(record: PicturedRecord, previous: DocumentOf | undefined): DocumentOf | undefined {
    const content = toDocument(record);
    if (previous && sameContent(content, previous)) return undefined;
    if (!isPublished(record.type)) return content;
    const revision = revisionOf(previous) + 1;
    return { ...content, revision, updatedAt: this.now().toISOString() } as unknown as DocumentOf;
  }

  /**
   * Announces the batch's tracks and sound effects, then writes each entity once, concurrently;
   * reports what was written even when one write failed. Corrects the summary where the store
   * disagreed with what the batch believed.
   */
  private async write(writes: Write[], summary: ImportSummary): Promise<void> {
    const announcements = writes
      .filter(({ record }) => isPublished(record.type))
      .map(({ record, document }) => ({
        kind: record.type as AnnouncedEntity['kind'],
        id: record.id,
        revision: revisionOf(document),
      }));
    const now = this.now().getTime();
    const entryId =
      announcements.length > 0
        ? await this.writes.outbox.announce(announcements, now, now + WRITING_LEASE_MS)
        : undefined;
    const written: EntityChange[] = [];
    let next = 0;
    let failed = false;
    const worker = async () => {
      while (!failed && next < writes.length) {
        const write = writes[next++]!;
        let outcome: Written;
        try {
          outcome = await this.writeOne(write);
        } catch (error) {
          failed = true;
          throw error;
        }
        correct(summary, write, outcome);
        const document = outcome.document ?? outcome.stored;
        if (document)
          written.push({ kind: write.record.type, id: write.record.id, document: document as StoredEntity });
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(WRITE_CONCURRENCY, writes.length) }, worker));
    } finally {
      await this.options.onWritten?.(written);
      if (entryId) {
        await this.writes.outbox.release(entryId);
        this.options.onPending?.();
      }
    }
  }

  /**
   * Inserts a new entity or replaces the one believed stored (tracks and sound effects only at the
   * revision believed stored); when the store disagrees, reads the entity by `_id` and decides again.
   */
  private async writeOne(write: Write): Promise<Written> {
    const { record } = write;
    const { documents } = this.writes;
    let { previous, document } = write;
    for (let attempt = 1; ; attempt += 1) {
      const done = previous
        ? await documents.replace(record.type, document, isPublished(record.type) ? revisionOf(previous) : undefined)
        : await documents.insertNew(record.type, document);
      if (done) return { document, stored: null, existed: write.previous !== undefined || attempt > 1 };
      if (attempt >= 5) throw unavailable(`${record.type} "${record.id}" kept changing while it was written`);
      const stored = ((await documents.get(record.type, record.id)) as DocumentOf | null) ?? undefined;
      const next = this.nextDocument(record, stored);
      if (!next) return { document: null, stored: stored ?? null, existed: true };
      [previous, document] = [stored, next];
    }
  }

  /** Ids (with parents) of genres, moods, tracks and categories the batch's records reference. */
  private async knownReferences(records: ImportRecord[]): Promise<Record<ReferenceKind, Known>> {
    const wanted: Record<ReferenceKind, Set<string>> = {
      genre: new Set(),
      mood: new Set(),
      track: new Set(),
      soundEffectCategory: new Set(),
      soundEffect: new Set(),
    };
    for (const record of records) for (const [kind, id] of referencesOf(record)) wanted[kind].add(id);
    const [genre, mood, track, soundEffectCategory, soundEffect] = await Promise.all(
      (['genre', 'mood', 'track', 'soundEffectCategory', 'soundEffect'] as const).map((kind) =>
        this.catalog.references(kind, [...wanted[kind]]),
      ),
    );
    return {
      genre: genre!,
      mood: mood!,
      track: track!,
      soundEffectCategory: soundEffectCategory!,
      soundEffect: soundEffect!,
    };
  }

  /** Stored documents of the batch's records as far as `catalog` knows, keyed `type:id`. */
  private async existing(records: ImportRecord[]): Promise<Map<string, DocumentOf>> {
    const idsByType = new Map<ImportRecord['type'], Set<string>>();
    for (const record of records) idsByType.set(record.type, (idsByType.get(record.type) ?? new Set()).add(record.id));
    const found = new Map<string, DocumentOf>();
    for (const [type, ids] of idsByType)
      for (const [id, document] of await this.catalog.documents(type, [...ids])) found.set(`${type}:${id}`, document);
    return found;
  }
}

const isPublished = (type: ImportRecord['type']) => type === 'track' || type === 'soundEffect';
const revisionOf = (document: DocumentOf | undefined) => (document as { revision?: number } | undefined)?.revision ?? 0;

/** The summary counted the entity's first line as the batch believed; fix it where the store said otherwise. */
function correct(summary: ImportSummary, write: Write, outcome: Written): void {
  const countedAs = write.previous ? 'updated' : 'created';
  const actually = outcome.document === null ? 'unchanged' : outcome.existed ? 'updated' : 'created';
  if (countedAs === actually) return;
  summary[countedAs] -= 1;
  summary[actually] += 1;
}

/** Every reference of a record as [kind, id, field]. */
function referencesOf(record: ImportRecord): [ReferenceKind, string, string][] {
  switch (record.type) {
    case 'genre':
      return record.parentId ? [['genre', record.parentId, 'parentId']] : [];
    case 'soundEffectCategory':
      return record.parentId ? [['soundEffectCategory', record.parentId, 'parentId']] : [];
    case 'track':
      return [
        ...record.genreIds.map((id, i): [ReferenceKind, string, string] => ['genre', id, `genreIds[${i}]`]),
        ...record.moodIds.map((id, i): [ReferenceKind, string, string] => ['mood', id, `moodIds[${i}]`]),
      ];
    case 'collection':
      return record.trackIds.map((id, i): [ReferenceKind, string, string] => ['track', id, `trackIds[${i}]`]);
    case 'soundEffectCollection':
      return record.soundEffectIds.map((id, i): [ReferenceKind, string, string] => [
        'soundEffect',
        id,
        `soundEffectIds[${i}]`,
      ]);
    case 'soundEffect':
      return record.categoryIds.map((id, i): [ReferenceKind, string, string] => [
        'soundEffectCategory',
        id,
        `categoryIds[${i}]`,
      ]);
    default:
      return [];
  }
}

const NAMES: Record<ReferenceKind, string> = {
  genre: 'genre',
  mood: 'mood',
  track: 'track',
  soundEffectCategory: 'sound-effect category',
  soundEffect: 'sound effect',
};

function referenceProblems(line: number, record: ImportRecord, known: Record<ReferenceKind, Known>): RecordProblem[] {
  const problems: RecordProblem[] = [];
  const problem = (field: string, message: string) => problems.push({ line, recordId: record.id, field, message });
  for (const [kind, id, field] of referencesOf(record)) {
    const target = known[kind].get(id);
    if (!target) problem(field, `unknown ${NAMES[kind]} "${id}"`);
    else if (field === 'parentId' && (id === record.id || target.parentId))
      problem(field, `"${id}" cannot be a parent: ${NAMES[kind]}s nest one level`);
  }
  return problems;
}

function remember(known: Record<ReferenceKind, Known>, record: ImportRecord): void {
  const parentId = 'parentId' in record ? record.parentId : undefined;
  if (record.type === 'genre') known.genre.set(record.id, { parentId });
  if (record.type === 'mood') known.mood.set(record.id, {});
  if (record.type === 'track') known.track.set(record.id, {});
  if (record.type === 'soundEffectCategory') known.soundEffectCategory.set(record.id, { parentId });
  if (record.type === 'soundEffect') known.soundEffect.set(record.id, {});
}

/** Equal apart from revision bookkeeping; key order does not matter. */
function sameContent(next: object, stored: object): boolean {
  const { revision: _r, updatedAt: _u, ...rest } = stored as Record<string, unknown>;
  return canonical(next) === canonical(rest);
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}
