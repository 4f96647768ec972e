/**
 * Catalog read throughput through the whole distributed path (gateway → gRPC → catalog → FerretDB)
 * against a bare Express server returning the same JSON from memory (as Express comes, and tuned),
 * same run, same load tool; then distinct pages the gateway cache cannot answer.
 *
 *   npm run build && npm run bench:catalog -w @downbeat/bench
 *   BENCH_TRACKS (100000)  BENCH_SECONDS (15)  BENCH_CONNECTIONS (32)
 *
 * Writes bench/results/catalog-reads.json. Needs FerretDB and Kafka (npm run infra:up).
 */
import { findInfrastructure } from '@downbeat/testing';
import { startBareServer } from './bare-server';
import { runLoad, type LoadResult } from './load';
import { runRotatingLoad } from './rotating-load';
import { progress, startBenchSystem, writeResults } from './system';

const TRACKS = Number(process.env.BENCH_TRACKS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SCENARIOS = ['/v0/tracks?limit=50', '/v0/collections'];
/** Distinct pages for the cache-miss run: more than its requests, so no page is read twice. */
const UNCACHED_PAGES = 40_000;

async function main(): Promise<void> {
  const { found } = await findInfrastructure(['mongodb', 'kafka']);
  if (!found.mongodb || !found.kafka) {
    throw new Error('FerretDB/MongoDB and Kafka must be reachable; run `npm run infra:up` first');
  }
  const system = await startBenchSystem({
    tracks: TRACKS,
    mongodbUrl: found.mongodb.url,
    kafkaBrokers: found.kafka.brokers,
  });
  const { gatewayUrl } = system;
  try {
    const headers = { authorization: `Bearer ${system.token}` };

    const bodies = new Map<string, string>();
    for (const scenario of SCENARIOS) {
      const response = await fetch(`${gatewayUrl}${scenario}`, { headers });
      if (!response.ok) throw new Error(`${scenario}: ${response.status} ${await response.text()}`);
      bodies.set(scenario, await response.text());
    }
    const firstPage = JSON.parse(bodies.get(SCENARIOS[0]!)!) as { tracks: unknown[] };
    if (firstPage.tracks.length < 50) {
      throw new Error(
        'the benchmark catalog is not there (purged database?); delete .data/bench/imported-* and run again',
      );
    }
    // The goal is against Express as it comes; the tuned server is reported beside it.
    const bare = await startBareServer(bodies, 'express-defaults');
    const tuned = await startBareServer(bodies, 'tuned');

    const results = [];
    for (const scenario of SCENARIOS) {
      progress(`${scenario}: warming up, then ${SECONDS} s at ${CONNECTIONS} connections through the gateway`);
      await runLoad({ url: `${gatewayUrl}${scenario}`, headers, connections: CONNECTIONS, durationSeconds: 3 });
      const gateway = await runLoad({
        url: `${gatewayUrl}${scenario}`,
        headers,
        connections: CONNECTIONS,
        durationSeconds: SECONDS,
      });
      progress(`${scenario}: the same against the bare server`);
      await runLoad({ url: `${bare.url}${scenario}`, connections: CONNECTIONS, durationSeconds: 3 });
      const baseline = await runLoad({
        url: `${bare.url}${scenario}`,
        connections: CONNECTIONS,
        durationSeconds: SECONDS,
      });
      progress(`${scenario}: the same against the tuned bare server (bytes, no ETag)`);
      await runLoad({ url: `${tuned.url}${scenario}`, connections: CONNECTIONS, durationSeconds: 3 });
      const tunedBaseline = await runLoad({
        url: `${tuned.url}${scenario}`,
        connections: CONNECTIONS,
        durationSeconds: SECONDS,
      });
      results.push(summarise(scenario, bodies.get(scenario)!.length, gateway, baseline, tunedBaseline));
    }
    await bare.stop();
    await tuned.stop();

    // No goal: what a read costs when the gateway's cache cannot answer (every page a new one).
    progress(`cache misses: ${SECONDS} s at ${CONNECTIONS} connections over ${UNCACHED_PAGES} distinct pages`);
    const uncachedPaths = Array.from({ length: UNCACHED_PAGES }, (_, page) => `/v0/tracks?limit=50&offset=${page}`);
    const uncached = await runRotatingLoad({
      baseUrl: gatewayUrl,
      paths: uncachedPaths,
      headers,
      connections: CONNECTIONS,
      durationSeconds: SECONDS,
    });

    writeResults('catalog-reads', {
      settings: { tracks: TRACKS, seconds: SECONDS, connections: CONNECTIONS, importSeconds: system.importSeconds },
      goals: { throughputRatioAtLeast: 0.35, gatewayP99BelowMs: 30 },
      results,
      cacheMisses: { scenario: '/v0/tracks?limit=50&offset=<distinct>', pages: UNCACHED_PAGES, gateway: uncached },
    });
    console.table(
      results.map((result) => ({
        scenario: result.scenario,
        'gateway req/s': Math.round(result.gateway.throughput),
        'bare req/s': Math.round(result.baseline.throughput),
        ratio: result.throughputRatio.toFixed(2),
        'vs tuned': result.tunedThroughputRatio.toFixed(2),
        'gateway p50/p99 ms': `${result.gateway.latencyMs.p50}/${result.gateway.latencyMs.p99}`,
        'bare p50/p99 ms': `${result.baseline.latencyMs.p50}/${result.baseline.latencyMs.p99}`,
        goals: result.meetsGoals ? 'met' : 'missed',
      })),
    );
    console.log(
      `cache misses (distinct pages): ${Math.round(uncached.throughput)} req/s, ` +
        `p50/p99 ${uncached.latencyMs.p50}/${uncached.latencyMs.p99} ms`,
    );
  } finally {
    await system.stop();
  }
}

function summarise(
  scenario: string,
  bodyBytes: number,
  gateway: LoadResult,
  baseline: LoadResult,
  tunedBaseline: LoadResult,
) {
  const throughputRatio = gateway.throughput / baseline.throughput;
  const clean = gateway.non2xx === 0 && gateway.errors === 0;
  return {
    scenario,
    bodyBytes,
    gateway,
    baseline,
    throughputRatio,
    tunedBaseline,
    tunedThroughputRatio: gateway.throughput / tunedBaseline.throughput,
    clean,
    meetsGoals: clean && throughputRatio >= 0.35 && gateway.latencyMs.p99 < 30,
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
