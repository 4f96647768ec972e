/**
 * Similarity quality and speed (issue 13), through the public API of a running system — see
 * bench/README.md, "Similarity". Parts (SIMILARITY_PARTS, default all):
 *
 * - `quality` (embedded mode, `services/all-in-one` with its own DATA_DIR kept in
 *   .data/bench/similarity/system): the bench catalog (similarity/catalog.ts) ingested with
 *   `downbeat ingest`; similar sections of degraded excerpts uploaded through the API, similar tracks
 *   of every track, tracks matching generated pictures; then, on the features the service stored, the
 *   baselines (no alignment re-rank, DSP only, musicnn only, chance), the librosa peer on the same
 *   files, and (SIMILARITY_TUNE=1) the tuning grid on the tuning split.
 * - `index` (distributed mode, OpenSearch k-NN): `similar` at 100,000 tracks through the gateway,
 *   approximate vs exact search and recall@10 (similarity/index-speed.ts).
 *
 *   bash bench/peers/debian-packages.sh && bash bench/peers/setup.sh
 *   npx turbo run build && npm run bench:similarity -w @downbeat/bench
 *   SIMILARITY_SOUNDTRACKS_PER_PACKAGE (8)  SIMILARITY_MIDI_PIECES (32 per split)
 *   SIMILARITY_GENERATED_TRACKS (64)  SIMILARITY_PEER (librosa|none)  SIMILARITY_TUNE (0|1)
 *   SIMILARITY_TUNE_ALIGNMENT (0|1: how the alignment tells rival places apart, tuning split)  SIMILARITY_LARGE_PICTURES (10)
 *   SIMILARITY_SETS (soundtracks,midi,demo,generated)  SIMILARITY_DIR (.data/bench/similarity)
 *   SIMILARITY_INDEX_TRACKS (100000)  SIMILARITY_INDEX_COMPACT (1|0)  OPENSEARCH_URL (http://127.0.0.1:9200, the shared node with k-NN)
 *
 * Writes bench/results/similarity.json (each part replaces its own keys).
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '@downbeat/testing';
import { type BenchPiece, benchSet, type CatalogSettings, SET_NAMES } from './similarity/catalog';
import { indexSpeed } from './similarity/index-speed';
import { offlineStudy, qualityReport } from './similarity/quality';
import { type EmbeddedBench, ingestSet, startEmbedded, waitUntilDescribed } from './similarity/system';
import { BENCH_DIR, progress, writeResults } from './system';

const run = promisify(execFile);
const DIRECTORY = process.env.SIMILARITY_DIR ?? path.join(BENCH_DIR, 'similarity');
const SETS = SET_NAMES.filter((set) => (process.env.SIMILARITY_SETS ?? SET_NAMES.join(',')).split(',').includes(set));
const PARTS = (process.env.SIMILARITY_PARTS ?? 'quality,index').split(',');

const SETTINGS: CatalogSettings = {
  soundtracksPerPackage: Number(process.env.SIMILARITY_SOUNDTRACKS_PER_PACKAGE ?? 8),
  midiPieces: Number(process.env.SIMILARITY_MIDI_PIECES ?? 32),
  generatedTracks: Number(process.env.SIMILARITY_GENERATED_TRACKS ?? 64),
};

async function main(): Promise<void> {
  const commit = (await run('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT })).stdout.trim();
  if (PARTS.includes('quality')) {
    const system = await startEmbedded(path.join(DIRECTORY, 'system'));
    let stopped = false;
    try {
      const { pieces, ids } = await ingestEverything(system);
      progress(`bench catalog: ${pieces.length} pieces, ${ids.size} tracks`);
      await waitUntilDescribed(system.api, await system.api.partnerToken(), ids);
      const quality = await qualityReport({
        system,
        directory: DIRECTORY,
        pieces,
        ids,
        settings: SETTINGS,
        stop: async () => {
          stopped = true;
          await system.stop();
        },
      });
      save('quality', { commit, ...quality });
    } finally {
      if (!stopped) await system.stop();
    }
  }
  if (PARTS.includes('offline')) {
    const pieces: BenchPiece[] = [];
    for (const set of SETS) pieces.push(...(await benchSet(set, DIRECTORY, BENCH_DIR, SETTINGS, progress)));
    console.log(JSON.stringify(await offlineStudy(DIRECTORY, pieces), null, 1));
  }
  if (PARTS.includes('index')) {
    const index = await indexSpeed({
      tracks: Number(process.env.SIMILARITY_INDEX_TRACKS ?? 100_000),
      opensearchUrl: process.env.OPENSEARCH_URL ?? 'http://127.0.0.1:9200',
      requests: Number(process.env.SIMILARITY_INDEX_REQUESTS ?? 1000),
      queries: Number(process.env.SIMILARITY_INDEX_QUERIES ?? 200),
      compact: process.env.SIMILARITY_INDEX_COMPACT !== '0',
    });
    save('index', { commit, ...index });
  }
}

/** Replaces one part's results, keeping the other part's (the parts may run apart). */
function save(part: 'quality' | 'index', value: object): void {
  const file = path.join(REPO_ROOT, 'bench', 'results', 'similarity.json');
  const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  writeResults('similarity', { quality: previous.quality, index: previous.index, [part]: value });
}

/** Each set is made while the one before it is ingested (synthesis and ingest overlap). */
async function ingestEverything(system: EmbeddedBench) {
  const pieces: BenchPiece[] = [];
  const ids = new Map<string, string>();
  const make = (index: number) =>
    index < SETS.length ? benchSet(SETS[index]!, DIRECTORY, BENCH_DIR, SETTINGS, progress) : undefined;
  let next = make(0);
  for (let index = 0; next; index += 1) {
    const set = await next;
    next = make(index + 1);
    for (const [name, id] of await ingestSet(system, DIRECTORY, set)) ids.set(name, id);
    pieces.push(...set);
  }
  return { pieces, ids };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
