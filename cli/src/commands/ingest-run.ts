import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadProtos, toTimestamp, type catalog } from '@downbeat/contracts';
import { connectClient, isDomainError } from '@downbeat/platform';
import { metadataOf, type ImportLine, type MasterEntry, type MetadataFile } from './ingest-metadata';

/** How long one master may take from request to published (analysis + renders of a long track). */
const PER_FILE_TIMEOUT_MS = 15 * 60_000;
const POLL_MS = 500;
/**
 * How long an import, or a request that starts or looks up an ingest, may wait for its answer: a
 * busy process (the embedded mode generating and analysing its demo on both cores) answers late,
 * and these requests are idempotent — the 2 s of other calls failed masters that were fine.
 */
const SLOW_CALL_DEADLINE_MS = 120_000;

export type IngestOutcome =
  | { file: string; result: 'published'; id: string; seconds: number }
  | { file: string; result: 'skipped'; id: string }
  | { file: string; result: 'failed'; message: string };

export interface IngestRun {
  /** host:port of the catalog service (CatalogAdminService). */
  catalogAddress: string;
  /**
   * Absolute paths of the masters, in the order to ingest them; an async iterable yields them as
   * they become ready (the demo catalog ingests each master as soon as it is generated).
   */
  masters: Iterable<string> | AsyncIterable<string>;
  /** How many masters there are; the length of `masters` when it is an array. */
  total?: number;
  metadata: MetadataFile;
  /** A line about the master `index` (1-based) of `total`, as it goes. */
  progress(index: number, total: number, file: string, line: string): void;
  /** Each master's outcome, as soon as it is known. */
  onOutcome?(outcome: IngestOutcome): void;
  /** Stops between masters and polls (the embedded mode shutting down); the run then throws. */
  signal?: AbortSignal;
}

/**
 * Ingests masters one after another, as `downbeat ingest` and the embedded mode's demo catalog
 * do: the metadata file's import records first (genres, moods, categories: what the masters name),
 * then each master — IngestTrack or IngestSoundEffect, followed until published — then the
 * records after the masters (collections, which name the tracks) — only when every master is in:
 * after a failed one they would be refused for naming it, and the run is repeated anyway.
 * Idempotent: a published master is skipped, and ids given by the metadata are kept. Masters travel
 * by path (media reads them from the shared volume). Throws only when the import records are refused.
 */
export async function ingestMasters(run: IngestRun): Promise<IngestOutcome[]> {
  const client = connectCatalogAdmin(run.catalogAddress);
  const outcomes: IngestOutcome[] = [];
  try {
    await importRecords(client, run.metadata.importsBefore);
    const total = run.total ?? (Array.isArray(run.masters) ? run.masters.length : 0);
    for await (const file of run.masters) {
      run.signal?.throwIfAborted();
      const index = outcomes.length;
      const progress = (line: string) => run.progress(index + 1, total, file, line);
      const outcome = await ingestOne(client, file, run.metadata.masters.get(basename(file)), progress, run.signal);
      outcomes.push(outcome);
      run.onOutcome?.(outcome);
      progress(describe(outcome));
    }
    if (outcomes.every((outcome) => outcome.result !== 'failed'))
      await importRecords(client, run.metadata.importsAfter);
  } finally {
    client.close();
  }
  return outcomes;
}

const connectCatalogAdmin = (address: string) =>
  connectClient('catalog', loadProtos().downbeat.catalog.v1.CatalogAdminService, address);
type CatalogAdmin = ReturnType<typeof connectCatalogAdmin>;

async function importRecords(client: CatalogAdmin, records: ImportLine[]): Promise<void> {
  if (records.length === 0) return;
  const summary = await client.importRecords({ records }, { deadlineMs: SLOW_CALL_DEADLINE_MS });
  if (summary.problems.length > 0)
    throw new Error(
      `catalog import refused ${summary.problems.length} records: ` +
        summary.problems.map((problem) => `line ${problem.line} ${problem.field}: ${problem.message}`).join('; '),
    );
}

async function ingestOne(
  client: CatalogAdmin,
  file: string,
  entry: MasterEntry | undefined,
  progress: (line: string) => void,
  signal?: AbortSignal,
): Promise<IngestOutcome> {
  const started = Date.now();
  const name = basename(file);
  try {
    const sha256 = await fileSha256(file);
    const master = { uri: file, sha256 };
    if (entry?.kind === 'soundEffect') {
      const { added, ...metadata } = entry.metadata;
      const request: catalog.IngestSoundEffectRequest = {
        master,
        ...metadata,
        ...(added ? { added: toTimestamp(new Date(added)) } : {}),
        ...(entry.id ? { soundEffectId: entry.id } : {}),
      };
      const ask = () => client.ingestSoundEffect(request, { deadlineMs: SLOW_CALL_DEADLINE_MS });
      // Sound effects have no status call: a repeated (idempotent) ingest says where one stands.
      const first = await ask();
      if (first.status === 'TRACK_STATUS_PUBLISHED' && !first.created)
        return { file: name, result: 'skipped', id: first.soundEffectId };
      return await follow({ name, started, id: first.soundEffectId, first, doing: 'rendering', progress, signal }, ask);
    }
    if (!entry?.id) {
      const known = await ingestStatus(client, { masterSha256: sha256 }, SLOW_CALL_DEADLINE_MS);
      if (known?.status === 'TRACK_STATUS_PUBLISHED') return { file: name, result: 'skipped', id: known.trackId };
    }
    const answer = await client.ingestTrack(
      { master, ...metadataOf(file, entry?.metadata), ...(entry?.id ? { trackId: entry.id } : {}) },
      { deadlineMs: SLOW_CALL_DEADLINE_MS },
    );
    if (answer.status === 'TRACK_STATUS_PUBLISHED' && !answer.created)
      return { file: name, result: 'skipped', id: answer.trackId };
    return await follow(
      { name, started, id: answer.trackId, first: answer, doing: 'analysing and rendering', progress, signal },
      () => ingestStatus(client, { trackId: answer.trackId }),
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    const message = error instanceof Error ? error.message : String(error);
    const details = isDomainError(error)
      ? error.violations.map((v) => ` ${v.key}: ${v.messages.join('; ')}`).join(';')
      : '';
    return { file: name, result: 'failed', message: withName(name, message + details) };
  }
}

type Standing = { status: catalog.TrackStatus__Output; message: string };

interface Followed {
  name: string;
  started: number;
  id: string;
  first: Standing;
  /** What media is doing meanwhile, for the progress line. */
  doing: string;
  progress: (line: string) => void;
  signal: AbortSignal | undefined;
}

/** Polls until the master is published or failed (or the time is up). */
async function follow(
  { name, started, id, first, doing, progress, signal }: Followed,
  current: () => Promise<Standing | undefined>,
): Promise<IngestOutcome> {
  if (first.status === 'TRACK_STATUS_PROCESSING') progress(`recorded as ${id}; ${doing}`);
  for (let { status, message } = first; ;) {
    if (status === 'TRACK_STATUS_PUBLISHED')
      return { file: name, result: 'published', id, seconds: (Date.now() - started) / 1000 };
    if (status === 'TRACK_STATUS_FAILED') return { file: name, result: 'failed', message: withName(name, message) };
    if (Date.now() - started > PER_FILE_TIMEOUT_MS)
      return {
        file: name,
        result: 'failed',
        message: `${name}: not published after ${PER_FILE_TIMEOUT_MS / 60_000} min (${message})`,
      };
    await sleep(POLL_MS, undefined, signal ? { signal } : {});
    const now = await current().catch((error: unknown) => {
      // A busy process (the embedded mode analysing a long master) may answer a poll late: ask again.
      if (isDomainError(error, 'deadline-exceeded') || isDomainError(error, 'unavailable')) return undefined;
      throw error;
    });
    [status, message] = [now?.status ?? status, now?.message ?? message];
  }
}

async function ingestStatus(
  client: CatalogAdmin,
  key: { trackId?: string; masterSha256?: string },
  deadlineMs?: number,
): Promise<catalog.GetTrackIngestStatusResponse__Output | undefined> {
  try {
    return await client.getTrackIngestStatus(key, deadlineMs ? { deadlineMs } : {});
  } catch (error) {
    if (isDomainError(error, 'not-found')) return undefined;
    throw error;
  }
}

async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Messages from the services usually name the file already; make sure the operator sees which. */
const withName = (name: string, message: string) => (message.includes(name) ? message : `${name}: ${message}`);

export function describe(outcome: IngestOutcome): string {
  switch (outcome.result) {
    case 'published':
      return `✓ published as ${outcome.id} in ${outcome.seconds.toFixed(1)} s`;
    case 'skipped':
      return `✓ already ingested as ${outcome.id}`;
    default:
      return `✗ ${outcome.message}`;
  }
}
