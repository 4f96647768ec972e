/**
 * `GET /v0/tracks/{id}/similar` at 100,000 tracks in the distributed mode: accounts, catalog
 * (the generated catalog of bench/src/system.ts, 100,000 tracks) and gateway as their own
 * processes, the similarity service's own `dist/main.js` on OpenSearch's k-NN plugin (Lucene HNSW)
 * with an index prefix of its own and a Kafka namespace of its own (it has nothing to consume: the
 * catalog's generated tracks have no audio). Its tracks space is seeded through the platform's
 * vector adapter with one vector per catalog track id — generated stand-ins for track vectors
 * (bench/src/vectors/embeddings.ts: clustered, low intrinsic dimension, not centred), of the
 * service's own track dimensions. The space is then compacted (one segment, what the service does
 * itself after describing many tracks; SIMILARITY_INDEX_COMPACT=0 measures it as loaded). Then, same
 * run, same index: latency through the gateway, and the adapter's approximate search against its
 * exact search (the ratio baseline) with recall@10. The load average (1 min) is read before and
 * after each: the 2 cores are shared, and a p95 means little without it.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, getPriority, loadavg } from 'node:os';
import { type Neighbour, OpenSearchVectorIndex, type VectorIndex } from '@downbeat/platform';
import { EMBEDDING_SIZE, TAG_NAMES } from '@downbeat/similarity/dist/features';
import { TRACKS_SPACE } from '@downbeat/similarity/dist/domain/sound-index';
import { trackDimensions } from '@downbeat/similarity/dist/domain/sound-vectors';
import { findInfrastructure, freePort, ServiceProcess } from '@downbeat/testing';
import { catalogDataset, progress, startBenchSystem } from '../system';
import { generateEmbeddings, seededRandom } from '../vectors/embeddings';
import { percentiles } from './stats';

export interface IndexSpeedSettings {
  tracks: number;
  opensearchUrl: string;
  /** Requests through the gateway, one at a time. */
  requests: number;
  /** Queries for the adapter's approximate vs exact comparison. */
  queries: number;
  /** Compact the tracks space before measuring (what the service does after a bulk description). */
  compact: boolean;
}

/** The 1-minute load average of the machine, with the core count to read it against. */
const load = () => Math.round(loadavg()[0]! * 100) / 100;

export async function indexSpeed(settings: IndexSpeedSettings) {
  const { found } = await findInfrastructure(['mongodb', 'kafka']);
  if (!found.mongodb || !found.kafka) throw new Error('FerretDB and Kafka must be reachable (npm run infra:up)');
  const trackIds = datasetIds(await catalogDataset(settings.tracks));
  const prefix = `bench-similarity-${settings.tracks}-`;
  const vectors = new OpenSearchVectorIndex({
    url: settings.opensearchUrl,
    indexPrefix: prefix,
    maintenanceTimeoutMs: 600_000,
  });
  await vectors.start();
  const dimensions = trackDimensions(EMBEDDING_SIZE, TAG_NAMES.length);
  try {
    const seedSeconds = await seedOnce(vectors, trackIds, dimensions);
    const compaction = settings.compact ? await compactOnce(vectors) : null;
    const similarityAddress = `127.0.0.1:${await freePort()}`;
    const system = await startBenchSystem({
      tracks: settings.tracks,
      mongodbUrl: found.mongodb.url,
      kafkaBrokers: found.kafka.brokers,
      extraAddresses: { SIMILARITY_ADDRESS: similarityAddress },
      extraServices: () => [
        new ServiceProcess('bench-similarity-index', 'services/similarity/dist/main.js', {
          GRPC_ADDRESS: similarityAddress,
          MONGODB_URL: found.mongodb!.url,
          MONGODB_DATABASE: `bench_similarity_${settings.tracks}`,
          KAFKA_BROKERS: found.kafka!.brokers.join(','),
          KAFKA_TOPIC_NAMESPACE: `bench-similarity-${Date.now().toString(36)}`,
          OPENSEARCH_URL: settings.opensearchUrl,
          OPENSEARCH_INDEX_PREFIX: prefix,
          MEDIA_ADDRESS: '127.0.0.1:9',
          WORKER_THREADS: '1',
          LOG_LEVEL: 'warn',
        }),
      ],
    });
    try {
      const random = seededRandom(99);
      const pick = () => trackIds[Math.floor(random() * trackIds.length)]!;
      const gateway = await withLoad(() => gatewayLatency(system.gatewayUrl, system.token, pick, settings.requests));
      const adapter = await withLoad(() => approximateVsExact(vectors, pick, settings.queries));
      return {
        tracks: settings.tracks,
        dimensions,
        opensearch: settings.opensearchUrl,
        seedSeconds,
        compaction,
        cores: availableParallelism(),
        // Benchmarks run under `nice -n 10` beside other work: niced processes wait longest for a core.
        nice: getPriority(),
        gateway,
        adapter,
      };
    } finally {
      await system.stop();
    }
  } finally {
    await vectors.stop();
  }
}

async function withLoad<T extends object>(measure: () => Promise<T>): Promise<T & { loadAverage: number[] }> {
  const before = load();
  const measured = await measure();
  return { ...measured, loadAverage: [before, load()] };
}

/** The operator's step after a bulk load: the space merged into one segment (a no-op when it is). */
async function compactOnce(vectors: VectorIndex) {
  const started = performance.now();
  const parts = await vectors.compact(TRACKS_SPACE);
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  progress(`tracks space compacted: ${parts.partsBefore} → ${parts.partsAfter} segments in ${seconds} s`);
  return { ...parts, seconds };
}

function datasetIds(file: string): string[] {
  const ids: string[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    const record = JSON.parse(line) as { type?: string; id?: string };
    if (record.type === 'track' && record.id) ids.push(record.id);
  }
  return ids;
}

/** One vector per track id, unless the space already holds them all (a run before seeded it). */
async function seedOnce(vectors: VectorIndex, trackIds: string[], dimensions: number): Promise<number | null> {
  await vectors.ensureSpace(TRACKS_SPACE, {
    dimensions,
    similarity: 'cosine',
    fields: { trackId: 'keyword', genreIds: 'keyword', moodIds: 'keyword' },
  });
  if ((await vectors.count(TRACKS_SPACE)) >= trackIds.length) {
    progress(`the tracks space already holds ${trackIds.length} vectors`);
    return null;
  }
  const started = performance.now();
  const { documents } = generateEmbeddings(trackIds.length, 0, dimensions, 7);
  for (let from = 0; from < trackIds.length; from += 1000) {
    await vectors.upsert(
      TRACKS_SPACE,
      documents.slice(from, from + 1000).map((document, i) => ({
        id: trackIds[from + i]!,
        vector: document.vector,
        fields: { trackId: trackIds[from + i]!, genreIds: [String(document.fields.genre)], moodIds: [] },
      })),
    );
    if (from % 10_000 === 0) progress(`seeded ${from}/${trackIds.length} track vectors`);
  }
  return (performance.now() - started) / 1000;
}

async function gatewayLatency(gatewayUrl: string, token: string, pick: () => string, requests: number) {
  const get = async (id: string) => {
    const started = performance.now();
    const response = await fetch(`${gatewayUrl}/v0/tracks/${id}/similar`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { tracks?: unknown[] };
    return { ms: performance.now() - started, status: response.status, tracks: body.tracks?.length ?? 0 };
  };
  for (let i = 0; i < 50; i += 1) await get(pick());
  const ms: number[] = [];
  const errors: Record<string, number> = {};
  let tracks = 0;
  for (let i = 0; i < requests; i += 1) {
    const answer = await get(pick());
    // Every answer counts in the latencies, errors too (a 503 after the deadline is a slow answer).
    ms.push(answer.ms);
    tracks += answer.tracks;
    if (answer.status !== 200) errors[answer.status] = (errors[answer.status] ?? 0) + 1;
  }
  return { requests, errors, meanTracksPerPage: Math.round((tracks / requests) * 10) / 10, ms: percentiles(ms) };
}

/**
 * What the service asks (SoundIndex.nearestTracks: the track's 51 nearest, ids and scores only, the
 * track itself then dropped) approximately and exactly.
 */
async function approximateVsExact(vectors: VectorIndex, pick: () => string, queries: number) {
  const approximate: number[] = [];
  const exact: number[] = [];
  let found = 0;
  for (let i = 0; i < queries; i += 1) {
    const id = pick();
    const [document] = await vectors.get(TRACKS_SPACE, [id]);
    const query = { vector: document!.vector, k: 51, withFields: false };
    const others = (hits: Neighbour[]) => hits.filter((hit) => hit.id !== id).slice(0, 50);
    let started = performance.now();
    const fast = others(await vectors.nearest(TRACKS_SPACE, query));
    approximate.push(performance.now() - started);
    started = performance.now();
    const slow = others(await vectors.nearest(TRACKS_SPACE, { ...query, exact: true }));
    exact.push(performance.now() - started);
    const truth = new Set(slow.slice(0, 10).map((hit) => hit.id));
    found += fast.slice(0, 10).filter((hit) => truth.has(hit.id)).length;
  }
  const a = percentiles(approximate);
  const e = percentiles(exact);
  return {
    queries,
    k: 50,
    recallAt10: Math.round((found / (queries * 10)) * 1000) / 1000,
    approximateMs: a,
    exactMs: e,
    p95Ratio: Math.round((a.p95 / e.p95) * 1000) / 1000,
  };
}
