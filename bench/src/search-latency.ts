/**
 * `GET /v0/tracks/search?term=…` (with both aggregations) through the whole distributed path —
 * gateway → search (OpenSearch) → catalog (FerretDB) hydration — at 32 connections, against
 * OpenSearch's own `took` for the very same queries sent to it directly in the same run (the
 * gateway's overhead as a ratio); and suggestions p95. Two workloads each:
 *  - repeated: a rotating set of popular searches (frequent title words, whole titles, moods,
 *    genres; the prefixes typed on the way), as partners repeat them — the gateway's search cache
 *    answers most of these, and that is part of what is measured;
 *  - distinct: searches nobody asked for in the last seconds — every title word with each page
 *    size of 21–60 and every pair of title words, shuffled; for suggestions, every 2–6 letter
 *    prefix of a title word, alone and after another title word ("ocean bl"). Thousands of them,
 *    so no cache answers: this is the search path itself.
 *
 *   npm run build && npm run bench:search -w @downbeat/bench
 *   BENCH_TRACKS (100000)  BENCH_SECONDS (15)  BENCH_CONNECTIONS (32)
 *
 * Reuses `bench_catalog_<N>` (imported once, see system.ts). Its search indices (`bench-<N>-…`)
 * are built by a search service with its own consumer group, from the catalog topics, once; later
 * runs find them current. Writes bench/results/search-latency.json. Needs `npm run infra:up`.
 */
import { readFileSync } from 'node:fs';
import { seededRandom } from '@downbeat/synth';
import { DEFAULT_SETTINGS } from '@downbeat/gateway';
import { findInfrastructure, freePort, ServiceProcess, waitFor } from '@downbeat/testing';
import { trackSearch } from '@downbeat/search/dist/domain/queries';
import { trackSearchBodies } from '@downbeat/search/dist/adapters/opensearch/queries';
import { runRotatingLoad, type RotatingLoadResult } from './rotating-load';
import { catalogDataset, profiling, progress, startBenchSystem, writeResults } from './system';

const TRACKS = Number(process.env.BENCH_TRACKS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const GOALS = { searchP99BelowMs: 60, suggestionsP95BelowMs: 30 };

async function main(): Promise<void> {
  const { found } = await findInfrastructure(['mongodb', 'kafka', 'opensearch']);
  if (!found.mongodb || !found.kafka || !found.opensearch) {
    throw new Error('FerretDB, Kafka and OpenSearch must be reachable; run `npm run infra:up` first');
  }
  const opensearchUrl = found.opensearch.url;
  const indexPrefix = `bench-${TRACKS}-`;
  const searchAddress = `127.0.0.1:${await freePort()}`;
  const dataset = readDataset(await catalogDataset(TRACKS));

  const system = await startBenchSystem({
    tracks: TRACKS,
    mongodbUrl: found.mongodb.url,
    kafkaBrokers: found.kafka.brokers,
    extraAddresses: { SEARCH_ADDRESS: searchAddress },
    extraServices: () => [
      new ServiceProcess('bench-search', 'bench/dist/search-process.js', {
        GRPC_ADDRESS: searchAddress,
        OPENSEARCH_URL: opensearchUrl,
        OPENSEARCH_INDEX_PREFIX: indexPrefix,
        KAFKA_BROKERS: found.kafka!.brokers.join(','),
        SEARCH_GROUP: `bench-search-${TRACKS}`,
        LOG_LEVEL: 'warn',
        ...profiling(),
      }),
    ],
  });
  try {
    const tracksIndex = `${opensearchUrl}/${indexPrefix}tracks`;
    const indexed = await waitUntilIndexed(tracksIndex, dataset.sampleIds);
    const headers = { authorization: `Bearer ${system.token}` };
    const repeated = dataset.terms.map((term) => ({ term, limit: 50 }));
    const words = dataset.vocabulary;
    const distinct = shuffled([
      ...[...Array(40).keys()].flatMap((i) => words.map((term) => ({ term, limit: 21 + i }))),
      ...words.flatMap((first, i) =>
        words
          .filter((second) => second !== first)
          .map((second, j) => ({ term: `${first} ${second}`, limit: 21 + ((i + j) % 40) })),
      ),
    ]);
    const searchPath = ({ term, limit }: PageQuery) =>
      `/v0/tracks/search?term=${encodeURIComponent(term)}${limit === 50 ? '' : `&limit=${limit}`}`;
    const suggestionPath = (prefix: string) => `/v0/tracks/search/suggestions?term=${encodeURIComponent(prefix)}`;
    const hydrated = await checkAnswers(system.gatewayUrl, headers, repeated.map(searchPath));

    const load = (paths: string[], durationSeconds: number, connections: number) =>
      runRotatingLoad({ baseUrl: system.gatewayUrl, paths, headers, connections, durationSeconds });
    /** A warm-up on paths of its own, then the measured run. */
    const measure = async (what: string, warmUp: string[], paths: string[], connections = CONNECTIONS) => {
      progress(
        `${what}: ${warmUp.length > 0 ? 'warming up, then ' : ''}${SECONDS} s at ${connections} connections over ${paths.length} paths`,
      );
      if (warmUp.length > 0) await load(warmUp, 3, connections);
      return load(paths, SECONDS, connections);
    };
    const quarter = Math.floor(distinct.length / 4);
    const searches = {
      repeated: await measure('repeated track searches', repeated.map(searchPath), repeated.map(searchPath)),
      distinct: await measure(
        'distinct track searches',
        distinct.slice(0, quarter).map(searchPath),
        distinct.slice(quarter).map(searchPath),
      ),
    };
    progress('the same queries straight to OpenSearch, reading its took');
    const took = {
      repeated: await tookOf(tracksIndex, repeated, Math.min(SECONDS, 10)),
      distinct: await tookOf(tracksIndex, distinct.slice(quarter), Math.min(SECONDS, 10)),
    };
    const distinctPrefixes = shuffled([
      ...dataset.vocabularyPrefixes,
      ...words.flatMap((first) => dataset.vocabularyPrefixes.map((prefix) => `${first} ${prefix}`)),
    ]);
    const suggestions = {
      repeated: await measure(
        'repeated suggestions',
        dataset.prefixes.map(suggestionPath),
        dataset.prefixes.map(suggestionPath),
      ),
      distinct: await measure(
        'distinct suggestions',
        distinctPrefixes.slice(0, Math.floor(distinctPrefixes.length / 4)).map(suggestionPath),
        distinctPrefixes.slice(Math.floor(distinctPrefixes.length / 4)).map(suggestionPath),
      ),
    };
    // What one person typing sees: distinct requests one after another (from the other end of the
    // lists, asked tens of seconds ago at most once — long expired from the gateway's cache).
    const oneConnection = {
      search: await measure('distinct track searches', [], [...distinct].reverse().map(searchPath), 1),
      suggestions: await measure('distinct suggestions', [], [...distinctPrefixes].reverse().map(suggestionPath), 1),
    };

    const clean = (result: RotatingLoadResult) => result.non2xx === 0 && result.errors === 0;
    const searchReport = (workload: 'repeated' | 'distinct') => {
      const gateway = searches[workload];
      const opensearch = took[workload];
      return {
        gateway,
        opensearchTook: opensearch,
        /** Gateway response time over OpenSearch's own time for the same queries. */
        overheadRatio: {
          p50: gateway.latencyMs.p50 / Math.max(1, opensearch.tookMs.p50),
          p99: gateway.latencyMs.p99 / Math.max(1, opensearch.tookMs.p99),
        },
        clean: clean(gateway),
      };
    };
    const meets = (workload: 'repeated' | 'distinct') =>
      clean(searches[workload]) &&
      clean(suggestions[workload]) &&
      searches[workload].latencyMs.p99 < GOALS.searchP99BelowMs &&
      suggestions[workload].latencyMs.p95 < GOALS.suggestionsP95BelowMs;
    const report = {
      settings: {
        tracks: TRACKS,
        seconds: SECONDS,
        connections: CONNECTIONS,
        importSeconds: system.importSeconds,
        searchCacheMaxAgeMs: DEFAULT_SETTINGS.searchCache.maxAgeMs,
      },
      index: { documents: indexed.documents, indexingWaitSeconds: indexed.waitedSeconds },
      terms: dataset.terms,
      prefixes: dataset.prefixes,
      distinct: { searches: distinct.length - quarter, vocabulary: dataset.vocabulary.length },
      goals: GOALS,
      meanTracksPerPage: hydrated,
      search: { repeated: searchReport('repeated'), distinct: searchReport('distinct') },
      suggestions: {
        repeated: { gateway: suggestions.repeated, clean: clean(suggestions.repeated) },
        distinct: { gateway: suggestions.distinct, clean: clean(suggestions.distinct) },
      },
      /** Distinct requests from a single connection: the latency of one user typing, no queueing. */
      oneConnection,
      meetsGoals: { repeated: meets('repeated'), distinct: meets('distinct') },
    };
    writeResults('search-latency', report);
    const row = (result: RotatingLoadResult) => ({
      'req/s': Math.round(result.throughput),
      p50: result.latencyMs.p50,
      p95: result.latencyMs.p95,
      p99: result.latencyMs.p99,
    });
    const tookRow = ({ tookMs }: { tookMs: { p50: number; p95: number; p99: number } }) => ({
      p50: tookMs.p50,
      p95: tookMs.p95,
      p99: tookMs.p99,
    });
    console.table({
      'search via gateway, repeated': row(searches.repeated),
      'OpenSearch took, repeated': tookRow(took.repeated),
      'search via gateway, distinct': row(searches.distinct),
      'OpenSearch took, distinct': tookRow(took.distinct),
      'suggestions via gateway, repeated': row(suggestions.repeated),
      'suggestions via gateway, distinct': row(suggestions.distinct),
      'search, distinct, 1 connection': row(oneConnection.search),
      'suggestions, distinct, 1 connection': row(oneConnection.suggestions),
    });
  } finally {
    await system.stop();
  }
}

interface PageQuery {
  term: string;
  limit: number;
}

interface Dataset {
  /** Search terms a person would type: frequent title words, whole titles, mood and genre names. */
  terms: string[];
  /** What they type on the way there: 3–5 letter prefixes of those words. */
  prefixes: string[];
  /** The title words (up to 200, most frequent first), and every 2–6 letter prefix of them. */
  vocabulary: string[];
  vocabularyPrefixes: string[];
  /** Track ids spread over the file (first, last and between): indexed when all of them are. */
  sampleIds: string[];
}

function readDataset(file: string): Dataset {
  const records = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as { type: string; id: string; title?: string; name?: string });
  const tracks = records.filter((record) => record.type === 'track');
  const names = (type: string) => records.filter((record) => record.type === type).map((record) => record.name!);
  const wordCounts = new Map<string, number>();
  const titleCounts = new Map<string, number>();
  for (const { title = '' } of tracks) {
    titleCounts.set(title, (titleCounts.get(title) ?? 0) + 1);
    for (const word of title
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 3)) {
      wordCounts.set(word, (wordCounts.get(word) ?? 0) + 1);
    }
  }
  const top = (counts: Map<string, number>, n: number, skip = 0) =>
    [...counts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(skip, skip + n)
      .map(([key]) => key);
  const words = top(wordCounts, 10);
  const vocabulary = top(wordCounts, 200);
  const vocabularyPrefixes = [
    ...new Set(
      vocabulary.flatMap((word) => [2, 3, 4, 5, 6].filter((n) => n < word.length).map((n) => word.slice(0, n))),
    ),
  ];
  const terms = [
    ...words,
    ...top(titleCounts, 6),
    ...names('mood')
      .slice(0, 4)
      .map((name) => name.toLowerCase()),
    ...names('genre')
      .slice(0, 4)
      .map((name) => name.toLowerCase()),
  ];
  const prefixes = words.flatMap((word) => [word.slice(0, 3), word.slice(0, 5)]);
  const step = Math.max(1, Math.floor(tracks.length / 9));
  const sampleIds = [...new Set([...tracks.filter((_, i) => i % step === 0), tracks.at(-1)!].map((t) => t.id))];
  return { terms, prefixes: [...new Set(prefixes)], vocabulary, vocabularyPrefixes, sampleIds };
}

/** Indexing is asynchronous (catalog outbox → Kafka → indexer): waits until the sample is searchable. */
async function waitUntilIndexed(index: string, sampleIds: string[]) {
  const started = Date.now();
  let last = '';
  await waitFor(
    'the bench catalog to be indexed',
    async () => {
      const count = await postJson<{ count: number }>(`${index}/_count`, {}).catch(() => undefined);
      const found = await postJson<{ hits: { total: { value: number } } }>(`${index}/_search`, {
        size: 0,
        query: { ids: { values: sampleIds } },
      }).catch(() => undefined);
      const line = `indexed ${count?.count ?? 0} documents; ${found?.hits.total.value ?? 0}/${sampleIds.length} sampled tracks`;
      if (line !== last) progress(line);
      last = line;
      return found?.hits.total.value === sampleIds.length ? (count?.count ?? 0) : undefined;
    },
    { timeoutMs: 60 * 60_000, intervalMs: 2_000 },
  );
  await postJson(`${index}/_refresh`, {});
  const { count } = await postJson<{ count: number }>(`${index}/_count`, {});
  return { documents: count, waitedSeconds: (Date.now() - started) / 1000 };
}

/** Every term answers 200; returns how many tracks a page holds on average (hydrated by catalog). */
async function checkAnswers(gatewayUrl: string, headers: Record<string, string>, paths: string[]) {
  let tracks = 0;
  for (const path of paths) {
    const response = await fetch(`${gatewayUrl}${path}`, { headers });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    tracks += ((await response.json()) as { tracks: unknown[] }).tracks.length;
  }
  return tracks / paths.length;
}

/**
 * The gateway's queries sent straight to OpenSearch (the search service's own `_msearch`: the
 * first page and both aggregations) from as many concurrent loops, in turn, for `seconds`.
 */
async function tookOf(index: string, queries: PageQuery[], seconds: number) {
  const bodies = queries.map(({ term, limit }) => {
    const { hits, facets } = trackSearchBodies(trackSearch({ term, limit }));
    return [{}, hits, {}, facets].map((line) => JSON.stringify(line)).join('\n') + '\n';
  });
  const took: number[] = [];
  const roundTrip: number[] = [];
  const until = Date.now() + seconds * 1000;
  let sent = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const started = performance.now();
        const answer = await postNdjson<{ took: number }>(`${index}/_msearch`, bodies[sent++ % bodies.length]!);
        roundTrip.push(performance.now() - started);
        took.push(answer.took);
      }
    }),
  );
  return { queries: took.length, tookMs: percentiles(took), roundTripMs: percentiles(roundTrip) };
}

/** A fixed shuffle (same order every run), so consecutive requests ask for unrelated searches. */
function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  const random = seededRandom(1);
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = random.integer(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 100) / 100;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

async function postNdjson<T>(url: string, lines: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-ndjson' },
    body: lines,
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function postJson<T = unknown>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
