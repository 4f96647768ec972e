import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateDemoCatalog, type DemoCatalogProgress, type DemoCatalogSettings } from '@downbeat/audio';
import { ingestMasters, readMetadataFile } from '@downbeat/cli';
import type { Logger } from '@downbeat/platform';

/** The generated masters and catalog.ndjson, under DATA_DIR. */
export const DEMO_FOLDER = 'demo-catalog';
/** Written under DATA_DIR only once every master of the demo is published; its settings inside. */
export const DEMO_MARKER = 'demo-catalog.ingested.json';

export interface AudioDemoOptions {
  dataDir: string;
  /** host:port of the catalog's admin API. */
  catalogAddress: string;
  settings: Partial<DemoCatalogSettings>;
  logger: Logger;
  signal: AbortSignal;
}

export type AudioDemoResult =
  | { result: 'reused'; seconds: number }
  | { result: 'ingested'; seconds: number; published: number; skipped: number }
  | { result: 'failed'; seconds: number; failed: number };

/**
 * The embedded mode's demo catalog with real audio: on a first start, generates it into
 * DATA_DIR/demo-catalog (libs/audio; a folder left by an earlier run is reused as its manifest
 * allows), then imports its records and ingests every master through the same loop as
 * `downbeat ingest` — analysis, HLS and MP3 renditions. The marker file makes later starts skip
 * all of it; without one (an interrupted or failed run) the next start resumes, idempotently.
 */
export async function ensureAudioDemo(options: AudioDemoOptions): Promise<AudioDemoResult> {
  const started = Date.now();
  const seconds = () => (Date.now() - started) / 1000;
  const { logger, signal } = options;
  const dataDir = path.resolve(options.dataDir);
  const markerFile = path.join(dataDir, DEMO_MARKER);
  if ((await readMarker(markerFile)) === JSON.stringify(options.settings))
    return { result: 'reused', seconds: seconds() };

  logger.info({ directory: path.join(dataDir, DEMO_FOLDER) }, 'demo catalog: first start, generating and ingesting');
  const catalog = await generateDemoCatalog(path.join(dataDir, DEMO_FOLDER), {
    ...options.settings,
    onProgress: (progress) => {
      signal.throwIfAborted();
      const { kind, index, total, file } = progress;
      logger.info({ kind, index, total, file }, generatingLine(progress));
    },
  });
  const metadata = await readMetadataFile(catalog.metadataFile);
  const masters = [...metadata.masters.keys()].map((name) => path.join(catalog.directory, name));
  const outcomes = await ingestMasters({
    catalogAddress: options.catalogAddress,
    masters,
    metadata,
    signal,
    progress: (index, total, file, line) =>
      logger.info(
        { file: path.basename(file) },
        `demo catalog: ingesting ${index}/${total} ${path.basename(file)}: ${line}`,
      ),
  });
  const failed = outcomes.filter((outcome) => outcome.result === 'failed');
  if (failed.length > 0) {
    logger.error(
      { failed: failed.map((outcome) => outcome.file) },
      `demo catalog: ${failed.length} of ${outcomes.length} masters failed; the next start tries again`,
    );
    return { result: 'failed', seconds: seconds(), failed: failed.length };
  }
  await writeFile(markerFile, `${JSON.stringify(options.settings)}\n`);
  const published = outcomes.filter((outcome) => outcome.result === 'published').length;
  return { result: 'ingested', seconds: seconds(), published, skipped: outcomes.length - published };
}

const readMarker = (file: string) =>
  readFile(file, 'utf8').then(
    (text) => text.trim(),
    () => undefined,
  );

function generatingLine(progress: DemoCatalogProgress): string {
  const what = progress.kind === 'track' ? 'track' : 'sound effect';
  const how = progress.reused ? 'reused' : `${progress.seconds.toFixed(0)} s`;
  return `demo catalog: generating ${what} ${progress.index}/${progress.total} (${progress.title}, ${how})`;
}
