/**
 * The vector index (issue 13): recall@10 of each adapter's approximate search against exact
 * neighbours, and query latency, approximate vs exact (the baseline, same run, same index), with
 * and without a filter, one caller and several; indexing throughput; the effect of the search-time
 * knob of each adapter (OpenSearch's ef_search, the embedded index's probe share). OpenSearch is
 * measured as bulk-loaded (many segments) and then, fully, after `VectorIndex.compact` (one segment),
 * which is the shape the similarity service keeps its spaces in after a bulk description.
 *
 *   npm run build && npm run bench:vectors -w @downbeat/bench
 *   VECTOR_BENCH_COUNT (100000), VECTOR_BENCH_DIMENSIONS (200), VECTOR_BENCH_QUERIES (200),
 *   VECTOR_BENCH_CALLERS (8), VECTOR_BENCH_M (16), VECTOR_BENCH_EF_CONSTRUCTION (128),
 *   VECTOR_BENCH_ADAPTERS (sqlite,opensearch), OPENSEARCH_URL (http://127.0.0.1:9200)
 *
 * Data: generated stand-ins for audio embeddings (src/vectors/embeddings.ts). Writes
 * bench/results/vector-index.json. OpenSearch gets a throw-away index; the SQLite file is deleted.
 */
import { readFileSync, rmSync } from 'node:fs';
import { getPriority, loadavg } from 'node:os';
import path from 'node:path';
import {
  DEFAULT_HNSW,
  OpenSearchVectorIndex,
  SqliteVectorIndex,
  type VectorFilter,
  type VectorIndex,
  type VectorSpace,
} from '@downbeat/platform';
import { findInfrastructure } from '@downbeat/testing';
import { generateEmbeddings } from './vectors/embeddings';
import { exactNeighbours, latency, load, passesFilter, recall } from './vectors/measure';
import { BENCH_DIR, progress, writeResults } from './system';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const COUNT = env('VECTOR_BENCH_COUNT', 100_000);
const DIMENSIONS = env('VECTOR_BENCH_DIMENSIONS', 200);
const QUERIES = env('VECTOR_BENCH_QUERIES', 200);
const CALLERS = env('VECTOR_BENCH_CALLERS', 8);
const HNSW = {
  m: env('VECTOR_BENCH_M', DEFAULT_HNSW.m),
  efConstruction: env('VECTOR_BENCH_EF_CONSTRUCTION', DEFAULT_HNSW.efConstruction),
};
const ADAPTERS = (process.env.VECTOR_BENCH_ADAPTERS ?? 'sqlite,opensearch').split(',');
const GOALS = { recallAt10AtLeast: 0.98, openSearchK60P95BelowMs: 20 };
const SPACE = 'bench-sections';
const space: VectorSpace = {
  dimensions: DIMENSIONS,
  similarity: 'cosine',
  fields: { genre: 'keyword', trackId: 'keyword', bpm: 'integer' },
};
/** About 7% of the documents: two genres of twelve, half the tempo range. */
const FILTER: VectorFilter = { must: { genre: ['genre-3', 'genre-7'] }, range: { bpm: { gte: 90, lte: 150 } } };

const data = generateEmbeddings(COUNT, QUERIES, DIMENSIONS);
type Truth = { all: string[][]; filtered: string[][] };

async function measureQueries(index: VectorIndex, truth: Truth) {
  const one = { callers: 1, rounds: 2 };
  const many = { callers: CALLERS, rounds: 2 };
  progress('  recall');
  const recallAt10 = {
    approximate: await recall(index, SPACE, data.queries, truth.all, { k: 10 }),
    approximateFiltered: await recall(index, SPACE, data.queries, truth.filtered, { k: 10, filter: FILTER }),
    exact: await recall(index, SPACE, data.queries, truth.all, { k: 10, exact: true }),
    exactFiltered: await recall(index, SPACE, data.queries, truth.filtered, { k: 10, filter: FILTER, exact: true }),
  };
  progress('  latency, one caller');
  const oneCaller = {
    approximateK10: await latency(index, SPACE, data.queries, { k: 10 }, one),
    approximateK60: await latency(index, SPACE, data.queries, { k: 60 }, one),
    approximateK60Filtered: await latency(index, SPACE, data.queries, { k: 60, filter: FILTER }, one),
    exactK60: await latency(index, SPACE, data.queries, { k: 60, exact: true }, { callers: 1, rounds: 1 }),
    exactK60Filtered: await latency(index, SPACE, data.queries, { k: 60, filter: FILTER, exact: true }, one),
  };
  progress(`  latency, ${CALLERS} callers`);
  const manyCallers = {
    approximateK60: await latency(index, SPACE, data.queries, { k: 60 }, many),
    approximateK60Filtered: await latency(index, SPACE, data.queries, { k: 60, filter: FILTER }, many),
    exactK60: await latency(index, SPACE, data.queries, { k: 60, exact: true }, { callers: CALLERS, rounds: 1 }),
  };
  return {
    recallAt10,
    latencyMs: { oneCaller, [`${CALLERS}Callers`]: manyCallers },
    /** How much faster the approximate search is than the exact one (p95, k = 60, one caller). */
    speedupOverExactP95: Math.round((oneCaller.exactK60.p95 / oneCaller.approximateK60.p95) * 10) / 10,
  };
}

async function benchSqlite(truth: Truth) {
  const file = path.join(BENCH_DIR, `vectors-${Date.now().toString(36)}.sqlite`);
  const open = async (probeShare?: number) => {
    const index = new SqliteVectorIndex({ file, ...(probeShare ? { probeShare } : {}) });
    const started = performance.now();
    await index.start();
    const loadedMs = performance.now() - started;
    await index.settled();
    return { index, startMs: Math.round(loadedMs), partitionedMs: Math.round(performance.now() - started) };
  };
  try {
    let { index } = await open();
    await index.ensureSpace(SPACE, space);
    progress('sqlite: loading (batches of 500, one caller: the adapter is synchronous)');
    const indexing = await load(index, SPACE, data.documents, { batch: 500, callers: 1 });
    const settleStarted = performance.now();
    await index.settled();
    const partitionMs = Math.round(performance.now() - settleStarted);
    const queries = await measureQueries(index, truth);
    await index.stop();
    progress('sqlite: restart, and the probe share swept');
    const sweep = [];
    let restart = { startMs: 0, partitionedMs: 0 };
    for (const probeShare of [0.02, 0.04, 0.06, 0.1]) {
      const opened = await open(probeShare);
      index = opened.index;
      if (probeShare === 0.06) restart = { startMs: opened.startMs, partitionedMs: opened.partitionedMs };
      sweep.push({
        probeShare,
        recallAt10: await recall(index, SPACE, data.queries, truth.all, { k: 10 }),
        k60: await latency(index, SPACE, data.queries, { k: 60 }, { callers: 1, rounds: 1 }),
      });
      await index.stop();
    }
    return {
      adapter: 'sqlite',
      indexing: { ...indexing, partitionAfterLoadMs: partitionMs },
      restart,
      ...queries,
      sweep,
    };
  } finally {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  }
}

async function benchOpenSearch(url: string, truth: Truth) {
  const indexPrefix = `bench-vectors-${Date.now().toString(36)}-`;
  const options = { url, indexPrefix, requestTimeoutMs: 60_000, maintenanceTimeoutMs: 120_000, hnsw: HNSW };
  let index = new OpenSearchVectorIndex(options);
  try {
    await index.ensureSpace(SPACE, space);
    progress(
      `opensearch: loading (batches of 500, ${CALLERS / 2} callers), m ${HNSW.m}, ef_construction ${HNSW.efConstruction}`,
    );
    const indexing = await load(index, SPACE, data.documents, { batch: 500, callers: CALLERS / 2 });
    const segments = await (await fetch(`${url}/_cat/segments/${index.alias(SPACE)}?format=json`)).json();
    // As bulk-loaded: every refresh left a segment, each an HNSW graph a search walks.
    progress(`opensearch: as loaded, ${(segments as unknown[]).length} segments`);
    const asLoaded = {
      recallAt10: await recall(index, SPACE, data.queries, truth.all, { k: 10 }),
      approximateK60: await latency(index, SPACE, data.queries, { k: 60 }, { callers: 1, rounds: 2 }),
      approximateK60Filtered: await latency(
        index,
        SPACE,
        data.queries,
        { k: 60, filter: FILTER },
        { callers: 1, rounds: 2 },
      ),
    };
    // What the similarity service does after a bulk description (and `downbeat similarity compact`).
    progress('opensearch: compacted (VectorIndex.compact: force-merge to one segment)');
    const compactStarted = performance.now();
    const compacted = await index.compact(SPACE);
    const compaction = { ...compacted, ms: Math.round(performance.now() - compactStarted) };
    const queries = await measureQueries(index, truth);
    progress('opensearch: ef_search swept (compacted)');
    const sweep = [];
    for (const efSearch of [10, 60, 100, 200, 400]) {
      await index.stop();
      index = new OpenSearchVectorIndex({ ...options, hnsw: { ...HNSW, efSearch } });
      sweep.push({
        efSearch,
        recallAt10: await recall(index, SPACE, data.queries, truth.all, { k: 10 }),
        recallAt10Filtered: await recall(index, SPACE, data.queries, truth.filtered, { k: 10, filter: FILTER }),
        k60: await latency(index, SPACE, data.queries, { k: 60 }, { callers: 1, rounds: 1 }),
      });
    }
    return {
      adapter: 'opensearch',
      hnsw: { ...HNSW, efSearch: DEFAULT_HNSW.efSearch, engine: 'lucene' },
      indexing: { ...indexing, segments: (segments as unknown[]).length },
      compaction,
      ...queries,
      asLoaded,
      sweep,
    };
  } finally {
    await index.dropSpace(SPACE).catch(() => false);
    await index.stop();
  }
}

/** What else took the two cores: load averages, this process's nice value, autogroup scheduling. */
function conditions() {
  let autogroup: boolean | undefined;
  try {
    autogroup = readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() === '1';
  } catch {
    autogroup = undefined;
  }
  return { loadAverage: loadavg().map((load) => Math.round(load * 10) / 10), niceness: getPriority(), autogroup };
}

async function main(): Promise<void> {
  const before = conditions();
  progress(`${COUNT} × ${DIMENSIONS} generated; exact neighbours of ${QUERIES} queries`);
  const passes = passesFilter(FILTER);
  const truth: Truth = {
    all: data.queries.map((query) => exactNeighbours(data.documents, query, 10)),
    filtered: data.queries.map((query) => exactNeighbours(data.documents, query, 10, passes)),
  };
  const filterShare = data.documents.filter(passes).length / COUNT;
  const adapters = [];
  if (ADAPTERS.includes('sqlite')) adapters.push(await benchSqlite(truth));
  if (ADAPTERS.includes('opensearch')) {
    const { found } = await findInfrastructure(['opensearch']);
    if (!found.opensearch) throw new Error('OpenSearch is not reachable; run `npm run infra:up` first');
    adapters.push(await benchOpenSearch(found.opensearch.url, truth));
  }
  const openSearch = adapters.find((result) => result.adapter === 'opensearch');
  writeResults('vector-index', {
    settings: { count: COUNT, dimensions: DIMENSIONS, queries: QUERIES, callers: CALLERS, filter: FILTER, filterShare },
    conditions: { before, after: conditions() },
    data: 'Gaussian mixture: 64 clusters (Zipf sizes, spread 0.5-1.0) in 32 latent dimensions, mapped linearly to 200, plus offset and noise',
    goals: GOALS,
    adapters,
    meetsGoals:
      adapters.every((result) => result.recallAt10.approximate >= GOALS.recallAt10AtLeast) &&
      (!openSearch || openSearch.latencyMs.oneCaller.approximateK60.p95 < GOALS.openSearchK60P95BelowMs),
  });
  console.table(
    adapters.map((result) => ({
      adapter: result.adapter,
      'docs/s': result.indexing.perSecond,
      'recall@10': result.recallAt10.approximate,
      'recall@10 filtered': result.recallAt10.approximateFiltered,
      'k60 p50/p95 ms': `${result.latencyMs.oneCaller.approximateK60.p50}/${result.latencyMs.oneCaller.approximateK60.p95}`,
      'exact k60 p50/p95 ms': `${result.latencyMs.oneCaller.exactK60.p50}/${result.latencyMs.oneCaller.exactK60.p95}`,
    })),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
