import { isDomainError, type DocumentStore } from '@downbeat/platform';
import { COLLECTION_OF, COLLECTIONS } from '../documents';
import type { EntityChange, StoredEntity } from '../read-model/catalog-entities';
import { announce } from '../outbox';
import { parseRecord, type ImportRecord, type RecordProblem } from './records';
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

type Known = Map<string, { parentId?: string | undefined }>;

/** Told about what a batch wrote, once the writes succeeded (the read model and the change log). */
export type WrittenListener = (changes: EntityChange[]) => Promise<void>;

/** The latest document of one entity a batch changes, and whether the store had it before the batch. */
interface Write {
  record: ImportRecord;
  document: DocumentOf;
  stored: boolean;
}

/** Writes to the store at once; FerretDB serves concurrent requests faster than one after another. */
const WRITE_CONCURRENCY = 4;

/**
 * Applies import records in order, each idempotent by id. A record may reference what an earlier
 * line or the stored catalog defines. A bad record is skipped and reported with its line; an
 * unchanged record is not written, so it gets no new revision and no event. A changed track or
 * sound effect gets the next revision, announced in the outbox before it is written.
 *
 * A batch is first decided in memory, line by line; then each changed entity's latest document is
 * written once, different entities concurrently.
 */
export class CatalogImporter {
  constructor(
    private readonly store: DocumentStore,
    /** Called after a batch that left events to publish (wakes the outbox relay). */
    private readonly onPending: () => void = () => {},
    /** Called with every entity a batch wrote, after the writes (also after a batch that failed half-way). */
    private readonly onWritten: WrittenListener = async () => {},
    private readonly now: () => Date = () => new Date(),
  ) {}

  async import(lines: ImportLine[]): Promise<ImportSummary> {
    const summary: ImportSummary = { created: 0, updated: 0, unchanged: 0, problems: [] };
    const parsed = lines.map(({ line, json }) => ({ line, result: parseRecord(line, json) }));
    const records = parsed.flatMap(({ line, result }) => ('record' in result ? [{ line, record: result.record }] : []));
    for (const { result } of parsed) if ('problems' in result) summary.problems.push(...result.problems);

    const known = await this.knownReferences(records.map(({ record }) => record));
    const existing = await this.existing(records.map(({ record }) => record));
    const stored = new Set(existing.keys());
    const writes = new Map<string, Write>();
    for (const { line, record } of records) {
      const problems = referenceProblems(line, record, known);
      if (problems.length > 0) {
        summary.problems.push(...problems);
        continue;
      }
      const key = `${record.type}:${record.id}`;
      const document = this.nextDocument(record, existing.get(key));
      if (document) {
        summary[existing.has(key) ? 'updated' : 'created'] += 1;
        existing.set(key, document);
        writes.set(key, { record, document, stored: stored.has(key) });
      } else summary.unchanged += 1;
      remember(known, record);
    }
    summary.problems.sort((a, b) => a.line - b.line);
    await this.write([...writes.values()]);
    if ([...writes.values()].some(({ record }) => record.type === 'track' || record.type === 'soundEffect'))
      this.onPending();
    return summary;
  }

  /** The document to store for `record`, or undefined when the stored one has the same content. */
  private nextDocument(record: ImportRecord, previous: DocumentOf | undefined): DocumentOf | undefined {
    const content = toDocument(record);
    if (previous && sameContent(content, previous)) return undefined;
    if (record.type !== 'track' && record.type !== 'soundEffect') return content;
    const revision = ((previous as { revision?: number } | undefined)?.revision ?? 0) + 1;
    return { ...content, revision, updatedAt: this.now().toISOString() } as unknown as DocumentOf;
  }

  /** Writes each entity once, concurrently; reports what was written even when one write failed. */
  private async write(writes: Write[]): Promise<void> {
    const written: EntityChange[] = [];
    let next = 0;
    let failed = false;
    const worker = async () => {
      while (!failed && next < writes.length) {
        const write = writes[next++]!;
        try {
          await this.writeOne(write);
        } catch (error) {
          failed = true;
          throw error;
        }
        written.push({ kind: write.record.type, id: write.record.id, document: write.document as StoredEntity });
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(WRITE_CONCURRENCY, writes.length) }, worker));
    } finally {
      await this.onWritten(written);
    }
  }

  private async writeOne({ record, document, stored }: Write): Promise<void> {
    const collection = this.store.collection<DocumentOf & { _id: string }>(COLLECTION_OF[record.type]);
    if (record.type === 'track' || record.type === 'soundEffect')
      await announce(this.store, record.type, record.id, (document as unknown as { revision: number }).revision);
    // Inserting is cheap everywhere; FerretDB's replace scans the collection, so only a change replaces.
    if (stored) await collection.replaceOne({ _id: record.id }, document);
    else
      await collection.insertOne(document).catch(async (error: unknown) => {
        if (!isDomainError(error, 'already-exists')) throw error;
        await collection.replaceOne({ _id: record.id }, document);
      });
  }

  /** Ids (with parents) of genres, moods, tracks and categories the batch's records reference. */
  private async knownReferences(records: ImportRecord[]): Promise<Record<ReferenceKind, Known>> {
    const wanted: Record<ReferenceKind, Set<string>> = {
      genre: new Set(),
      mood: new Set(),
      track: new Set(),
      category: new Set(),
    };
    for (const record of records) for (const [kind, id] of referencesOf(record)) wanted[kind].add(id);
    const load = async (name: string, ids: Set<string>): Promise<Known> => {
      if (ids.size === 0) return new Map();
      const found = await this.store
        .collection<{ _id: string; parentId?: string }>(name)
        .find({ _id: { $in: [...ids] } }, { projection: { _id: 1, parentId: 1 } });
      return new Map(found.map((document) => [document._id, { parentId: document.parentId }]));
    };
    const [genre, mood, track, category] = await Promise.all([
      load(COLLECTIONS.genres, wanted.genre),
      load(COLLECTIONS.moods, wanted.mood),
      load(COLLECTIONS.tracks, wanted.track),
      load(COLLECTIONS.soundEffectCategories, wanted.category),
    ]);
    return { genre, mood, track, category };
  }

  /**
   * Stored documents of the batch's records, keyed `type:id`, one query per type. (On FerretDB an
   * `_id: {$in}` query scans the collection, but so does a lookup of an `_id` that is not there,
   * and most imported records are new: one scan per batch is the cheaper of the two.)
   */
  private async existing(records: ImportRecord[]): Promise<Map<string, DocumentOf>> {
    const idsByType = new Map<ImportRecord['type'], Set<string>>();
    for (const record of records) idsByType.set(record.type, (idsByType.get(record.type) ?? new Set()).add(record.id));
    const found = new Map<string, DocumentOf>();
    for (const [type, ids] of idsByType) {
      const documents = await this.store
        .collection<DocumentOf & { _id: string }>(COLLECTION_OF[type])
        .find({ _id: { $in: [...ids] } });
      for (const document of documents) found.set(`${type}:${document._id}`, document);
    }
    return found;
  }
}

type ReferenceKind = 'genre' | 'mood' | 'track' | 'category';

/** Every reference of a record as [kind, id, field]. */
function referencesOf(record: ImportRecord): [ReferenceKind, string, string][] {
  switch (record.type) {
    case 'genre':
      return record.parentId ? [['genre', record.parentId, 'parentId']] : [];
    case 'soundEffectCategory':
      return record.parentId ? [['category', record.parentId, 'parentId']] : [];
    case 'track':
      return [
        ...record.genreIds.map((id, i): [ReferenceKind, string, string] => ['genre', id, `genreIds[${i}]`]),
        ...record.moodIds.map((id, i): [ReferenceKind, string, string] => ['mood', id, `moodIds[${i}]`]),
      ];
    case 'collection':
      return record.trackIds.map((id, i): [ReferenceKind, string, string] => ['track', id, `trackIds[${i}]`]);
    case 'soundEffect':
      return record.categoryIds.map((id, i): [ReferenceKind, string, string] => ['category', id, `categoryIds[${i}]`]);
    default:
      return [];
  }
}

const NAMES: Record<ReferenceKind, string> = {
  genre: 'genre',
  mood: 'mood',
  track: 'track',
  category: 'sound-effect category',
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
  if (record.type === 'soundEffectCategory') known.category.set(record.id, { parentId });
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
