import { readdir, stat } from 'node:fs/promises';
import { basename, extname, join, resolve } from 'node:path';
import { UsageError, type Command, type CommandContext } from '../command';
import { MASTER_EXTENSIONS, readMetadataFile, type MetadataFile } from './ingest-metadata';
import { ingestMasters, type IngestOutcome } from './ingest-run';
import { parseArguments } from './parse-arguments';

/**
 * `downbeat ingest <folder|file> [--metadata file]`: every mp3/wav/flac/ogg master (a folder is
 * walked recursively) goes to catalog's IngestTrack (or IngestSoundEffect, when its metadata says
 * so), one after another, and is followed until published (ingest-run.ts). Masters travel by
 * path: media reads them from the shared volume (see cli/README.md).
 */
export const ingestCommand: Command = {
  name: 'ingest',
  summary: 'Ingests mp3/wav/flac/ogg masters (a file or a folder): analysed, rendered, published. Idempotent.',
  usage: '<folder|file> [--metadata file.json|file.ndjson]',
  async run(args, context) {
    const parsed = parseArguments(args, { positionals: ['path'], options: ['metadata'] });
    const masters = await findMasters(parsed.positionals.path ?? '');
    const metadataFile = parsed.options.get('metadata');
    const metadata: MetadataFile = metadataFile
      ? await readMetadataFile(metadataFile)
      : { masters: new Map(), importsBefore: [], importsAfter: [] };
    const outcomes = await ingestMasters({
      catalogAddress: context.addresses.catalog,
      masters,
      metadata,
      progress: (index, total, file, line) => context.err(`[${index}/${total}] ${basename(file)}: ${line}`),
    });
    report(outcomes, metadata, context);
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

/**
 * One result line per file on stdout; exit code 1 (an Error) when any failed, saying so of the
 * metadata's records after the masters too (ingestMasters leaves them for the run that gets every
 * master in).
 */
function report(outcomes: IngestOutcome[], metadata: MetadataFile, context: CommandContext): void {
  for (const outcome of outcomes)
    context.out(
      outcome.result === 'failed'
        ? `failed\t${outcome.file}\t${outcome.message}`
        : `${outcome.result}\t${outcome.file}\t${outcome.id}`,
    );
  const failed = outcomes.filter((outcome) => outcome.result === 'failed');
  if (failed.length === 0) return;
  const left = metadata.importsAfter.length;
  const after = left > 0 ? `; the ${left} metadata records after the masters (collections) were not imported` : '';
  throw new Error(`${failed.length} of ${outcomes.length} files failed${after}: run it again (ingest is idempotent)`);
}
