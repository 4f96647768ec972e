import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import {
  DEMO_METADATA_FILE,
  generateDemoCatalog,
  metadataLines,
  planDemoCatalog,
  synthTasks,
  type DemoCatalogProgress,
  type DemoCatalogSettings,
} from '@downbeat/synth';
import { ingestMasters, parseMetadata } from '@downbeat/cli';
import type { Logger, WorkerPool } from '@downbeat/platform';
import type { DemoCatalogStatus } from './demo-status';

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
  /** Where the masters are synthesised (CPU-heavy), off the event loop. */
  workers: WorkerPool;
  /** Told of every master generated and ingested, for `/readyz`. */
  status: DemoCatalogStatus;
}

export type AudioDemoResult =
  | { result: 'reused'; seconds: number }
  | { result: 'ingested'; seconds: number; published: number; skipped: number }
  | { result: 'failed'; seconds: number; failed: number };

/**
 * The embedded mode's demo catalog with real audio: on a first start, generates it into
 * DATA_DIR/demo-catalog (libs/synth, each master synthesised on the worker pool; a folder left by
 * an earlier run is reused as its manifest allows) and ingests every master through the same loop
 * as `downbeat ingest` — analysis, HLS and MP3 renditions — as soon as it is written, so tracks
 * appear from the first minute. Moods, genres and categories are imported before the first master,
 * collections after the last. The marker file makes later starts skip all of it; without one (an
 * interrupted or failed run) the next start resumes, idempotently.
 */
export async function ensureAudioDemo(options: AudioDemoOptions): Promise<AudioDemoResult> {
  const started = Date.now();
  const seconds = () => (Date.now() - started) / 1000;
  const { logger, signal, status } = options;
  const dataDir = path.resolve(options.dataDir);
  const markerFile = path.join(dataDir, DEMO_MARKER);
  if ((await readMarker(markerFile)) === JSON.stringify(options.settings)) {
    status.ready();
    return { result: 'reused', seconds: seconds() };
  }

  const directory = path.join(dataDir, DEMO_FOLDER);
  logger.info({ directory }, 'demo catalog: first start, generating and ingesting');
  const plan = planDemoCatalog(options.settings);
  const total = plan.tracks.length + plan.soundEffects.length;
  status.planned(total);
  // Masters in the order they are written; the ingest loop takes each as it comes.
  const written = new PassThrough({ objectMode: true });
  const generating = generateDemoCatalog(directory, {
    ...options.settings,
    writeItem: (job) => options.workers.run(synthTasks.writeDemoItem, job, { signal }),
    onProgress: (progress) => {
      signal.throwIfAborted();
      status.generatedOne();
      const { kind, index, total: count, file } = progress;
      logger.info({ kind, index, total: count, file }, generatingLine(progress));
      written.write(path.join(directory, progress.file));
    },
  }).then(
    () => written.end(),
    (error: unknown) => {
      written.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  const outcomes = await ingestMasters({
    catalogAddress: options.catalogAddress,
    masters: written,
    total,
    metadata: parseMetadata(metadataLines(plan), DEMO_METADATA_FILE),
    signal,
    progress: (index, count, file, line) =>
      logger.info(
        { file: path.basename(file) },
        `demo catalog: ingesting ${index}/${count} ${path.basename(file)}: ${line}`,
      ),
    onOutcome: (outcome) => {
      if (outcome.result !== 'failed') status.ingestedOne();
    },
  }).finally(() => generating);
  const failed = outcomes.filter((outcome) => outcome.result === 'failed');
  if (failed.length > 0) {
    logger.error(
      { failed: failed.map((outcome) => outcome.file) },
      `demo catalog: ${failed.length} of ${outcomes.length} masters failed; the next start tries again`,
    );
    status.failed(`${failed.length} of ${outcomes.length} masters failed`);
    return { result: 'failed', seconds: seconds(), failed: failed.length };
  }
  await writeFile(markerFile, `${JSON.stringify(options.settings)}\n`);
  status.ready();
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
