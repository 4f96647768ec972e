import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { basename, extname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadProtos, type catalog } from '@downbeat/contracts';
import { call, clientChannelOptions, closeClient, insecure, isDomainError } from '@downbeat/platform';
import { UsageError, type Command, type CommandContext } from '../command';
import { MASTER_EXTENSIONS, metadataOf, readMetadataFile, type TrackMetadata } from './ingest-metadata';
import { parseArguments } from './parse-arguments';

/** How long one master may take from request to published (analysis + renders of a long track). */
const PER_FILE_TIMEOUT_MS = 15 * 60_000;
const POLL_MS = 500;

export type IngestOutcome =
  | { file: string; result: 'published'; trackId: string; seconds: number }
  | { file: string; result: 'skipped'; trackId: string }
  | { file: string; result: 'failed'; message: string };

/**
 * `downbeat ingest <folder|file> [--metadata file]`: every mp3/wav/flac/ogg master (a folder is
 * walked recursively) goes to catalog's IngestTrack, one after another, and is followed until
 * published. Masters travel by path: media reads them from the shared volume (see cli/README.md).
 */
export const ingestCommand: Command = {
  name: 'ingest',
  summary: 'Ingests mp3/wav/flac/ogg masters (a file or a folder): analysed, rendered, published. Idempotent.',
  usage: '<folder|file> [--metadata file.json|file.ndjson]',
  async run(args, context) {
    const parsed = parseArguments(args, { positionals: ['path'], options: ['metadata'] });
    const masters = await findMasters(parsed.positionals.path ?? '');
    const metadataFile = parsed.options.get('metadata');
    const metadata = metadataFile ? await readMetadataFile(metadataFile) : new Map<string, Partial<TrackMetadata>>();
    const { CatalogAdminService } = loadProtos().downbeat.catalog.v1;
    const client = new CatalogAdminService(context.addresses.catalog, insecure(), clientChannelOptions);
    const outcomes: IngestOutcome[] = [];
    try {
      for (const [index, file] of masters.entries()) {
        const prefix = `[${index + 1}/${masters.length}] ${basename(file)}`;
        const outcome = await ingestOne(client, file, metadataOf(file, metadata.get(basename(file))), (line) =>
          context.err(`${prefix}: ${line}`),
        );
        outcomes.push(outcome);
        context.err(`${prefix}: ${describe(outcome)}`);
      }
    } finally {
      closeClient(client);
    }
    report(outcomes, context);
  },
};

/** The masters under a path: the file itself, or a folder's audio files (recursively), sorted. */
export async function findMasters(path: string): Promise<string[]> {
  const info = await stat(path).catch(() => {
    throw new UsageError(`No such file or folder: ${path}`);
  });
  if (info.isFile()) return [resolve(path)];
  const files = await readdir(path, { recursive: true, withFileTypes: true });
  const masters = files
    .filter((entry) => entry.isFile() && MASTER_EXTENSIONS.includes(extname(entry.name).toLowerCase()))
    .map((entry) => resolve(join(entry.parentPath, entry.name)))
    .sort();
  if (masters.length === 0) throw new UsageError(`No ${MASTER_EXTENSIONS.join('/')} files in ${path}`);
  return masters;
}

async function ingestOne(
  client: catalog.CatalogAdminServiceClient,
  file: string,
  metadata: TrackMetadata,
  progress: (line: string) => void,
): Promise<IngestOutcome> {
  const started = Date.now();
  const name = basename(file);
  try {
    const sha256 = await fileSha256(file);
    const known = await ingestStatus(client, { masterSha256: sha256 });
    if (known?.status === 'TRACK_STATUS_PUBLISHED') return { file: name, result: 'skipped', trackId: known.trackId };
    const answer = await call<catalog.IngestTrackResponse__Output>(
      'catalog',
      (options, done) => client.ingestTrack({ master: { uri: file, sha256 }, ...metadata }, options, done),
      { deadlineMs: 120_000 },
    );
    if (answer.status === 'TRACK_STATUS_PROCESSING') progress(`recorded as ${answer.trackId}; analysing and rendering`);
    for (let status = answer.status, message = answer.message; ;) {
      if (status === 'TRACK_STATUS_PUBLISHED')
        return { file: name, result: 'published', trackId: answer.trackId, seconds: (Date.now() - started) / 1000 };
      if (status === 'TRACK_STATUS_FAILED') return { file: name, result: 'failed', message: withName(name, message) };
      if (Date.now() - started > PER_FILE_TIMEOUT_MS)
        return {
          file: name,
          result: 'failed',
          message: `${name}: not published after ${PER_FILE_TIMEOUT_MS / 60_000} min (${message})`,
        };
      await sleep(POLL_MS);
      const current = await ingestStatus(client, { trackId: answer.trackId });
      [status, message] = [current?.status ?? status, current?.message ?? message];
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const details = isDomainError(error)
      ? error.violations.map((v) => ` ${v.key}: ${v.messages.join('; ')}`).join(';')
      : '';
    return { file: name, result: 'failed', message: withName(name, message + details) };
  }
}

async function ingestStatus(
  client: catalog.CatalogAdminServiceClient,
  key: { trackId?: string; masterSha256?: string },
): Promise<catalog.GetTrackIngestStatusResponse__Output | undefined> {
  try {
    return await call<catalog.GetTrackIngestStatusResponse__Output>('catalog', (options, done) =>
      client.getTrackIngestStatus(key, options, done),
    );
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

function describe(outcome: IngestOutcome): string {
  switch (outcome.result) {
    case 'published':
      return `✓ published as ${outcome.trackId} in ${outcome.seconds.toFixed(1)} s`;
    case 'skipped':
      return `✓ already ingested as ${outcome.trackId}`;
    default:
      return `✗ ${outcome.message}`;
  }
}

/** One result line per file on stdout; exit code 1 (an Error) when any failed. */
function report(outcomes: IngestOutcome[], context: CommandContext): void {
  for (const outcome of outcomes)
    context.out(
      outcome.result === 'failed'
        ? `failed\t${outcome.file}\t${outcome.message}`
        : `${outcome.result}\t${outcome.file}\t${outcome.trackId}`,
    );
  const failed = outcomes.filter((outcome) => outcome.result === 'failed');
  if (failed.length > 0) throw new Error(`${failed.length} of ${outcomes.length} files failed`);
}
