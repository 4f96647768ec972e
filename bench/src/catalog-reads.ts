/**
 * Catalog read throughput through the whole distributed path (gateway → gRPC → catalog → FerretDB)
 * against a bare Express server returning the same JSON from memory, same run, same load tool.
 *
 *   npm run build && npm run bench:catalog -w @downbeat/bench
 *   BENCH_TRACKS (100000)  BENCH_SECONDS (15)  BENCH_CONNECTIONS (32)
 *
 * Writes bench/results/catalog-reads.json. Needs FerretDB (npm run infra:up).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findInfrastructure, freePort, REPO_ROOT, ServiceProcess, waitFor } from '@downbeat/testing';
import { startBareServer } from './bare-server';
import { downbeat } from './cli';
import { runLoad, type LoadResult } from './load';

const TRACKS = Number(process.env.BENCH_TRACKS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SCENARIOS = ['/v0/tracks?limit=50', '/v0/collections'];
const DEMO = { accessKeyId: 'bench-partner', accessKeySecret: 'bench-secret-0123456789' };

const progress = (message: string) => process.stderr.write(`» ${message}\n`);

async function main(): Promise<void> {
  const { found } = await findInfrastructure(['mongodb']);
  if (!found.mongodb) throw new Error('FerretDB/MongoDB is not reachable; run `npm run infra:up` first');

  const dataset = await catalogDataset(TRACKS);
  const run = `bench${Date.now().toString(36)}`;
  const ports = { accounts: await freePort(), catalog: await freePort(), gateway: await freePort() };
  const addresses = { ACCOUNTS_ADDRESS: `127.0.0.1:${ports.accounts}`, CATALOG_ADDRESS: `127.0.0.1:${ports.catalog}` };
  const services = [
    new ServiceProcess('bench-accounts', 'services/accounts/dist/main.js', {
      GRPC_ADDRESS: addresses.ACCOUNTS_ADDRESS,
      MONGODB_URL: found.mongodb.url,
      MONGODB_DATABASE: `${run}_accounts`,
      SIGNING_KEYS_DIR: mkdtempSync(path.join(tmpdir(), 'bench-keys-')),
      DEMO_ACCESS_KEY_ID: DEMO.accessKeyId,
      DEMO_ACCESS_KEY_SECRET: DEMO.accessKeySecret,
      LOG_LEVEL: 'warn',
    }),
    new ServiceProcess('bench-catalog', 'services/catalog/dist/main.js', {
      ...addresses,
      GRPC_ADDRESS: addresses.CATALOG_ADDRESS,
      MONGODB_URL: found.mongodb.url,
      // One database per dataset size, imported once and reused: a FerretDB import takes minutes.
      MONGODB_DATABASE: `bench_catalog_${TRACKS}`,
      LOG_LEVEL: 'warn',
    }),
    new ServiceProcess('bench-gateway', 'services/gateway/dist/main.js', {
      ...addresses,
      HOST: '127.0.0.1',
      PORT: String(ports.gateway),
      LOG_LEVEL: 'warn',
    }),
  ];
  const gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
  try {
    progress(`starting accounts, catalog and gateway (accounts database ${run}_accounts)`);
    for (const service of services) service.start();
    await waitFor(
      'the gateway to be ready',
      async () => (await fetch(`${gatewayUrl}/readyz`).catch(() => undefined))?.ok,
      {
        timeoutMs: 90_000,
        intervalMs: 250,
      },
    );

    const partnerId = await demoPartnerId(gatewayUrl);
    const importSeconds = await importOnce(dataset, addresses);
    await downbeat(['settings', 'rate-limit', partnerId, '1000000', '1000000'], addresses);
    const token = await partnerToken(gatewayUrl);
    const headers = { authorization: `Bearer ${token}` };

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
    const bare = await startBareServer(bodies);

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
      results.push(summarise(scenario, bodies.get(scenario)!.length, gateway, baseline));
    }
    await bare.stop();

    const report = {
      benchmark: 'catalog-reads',
      date: new Date().toISOString(),
      machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
      settings: { tracks: TRACKS, seconds: SECONDS, connections: CONNECTIONS, importSeconds },
      goals: { throughputRatioAtLeast: 0.35, gatewayP99BelowMs: 30 },
      results,
    };
    mkdirSync(path.join(REPO_ROOT, 'bench', 'results'), { recursive: true });
    writeFileSync(
      path.join(REPO_ROOT, 'bench', 'results', 'catalog-reads.json'),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    console.table(
      results.map((result) => ({
        scenario: result.scenario,
        'gateway req/s': Math.round(result.gateway.throughput),
        'bare req/s': Math.round(result.baseline.throughput),
        ratio: result.throughputRatio.toFixed(2),
        'gateway p50/p99 ms': `${result.gateway.latencyMs.p50}/${result.gateway.latencyMs.p99}`,
        'bare p50/p99 ms': `${result.baseline.latencyMs.p50}/${result.baseline.latencyMs.p99}`,
        goals: result.meetsGoals ? 'met' : 'missed',
      })),
    );
  } finally {
    await Promise.all(services.map((service) => service.stop()));
  }
}

function summarise(scenario: string, bodyBytes: number, gateway: LoadResult, baseline: LoadResult) {
  const throughputRatio = gateway.throughput / baseline.throughput;
  const clean = gateway.non2xx === 0 && gateway.errors === 0;
  return {
    scenario,
    bodyBytes,
    gateway,
    baseline,
    throughputRatio,
    clean,
    meetsGoals: clean && throughputRatio >= 0.35 && gateway.latencyMs.p99 < 30,
  };
}

/** The generated catalog as NDJSON, made once per size and reused. */
async function catalogDataset(tracks: number): Promise<string> {
  const directory = path.join(REPO_ROOT, '.data', 'bench');
  const file = path.join(directory, `catalog-${tracks}.ndjson`);
  if (!existsSync(file)) {
    mkdirSync(directory, { recursive: true });
    progress(`generating a ${tracks}-track catalog into ${path.relative(REPO_ROOT, file)}`);
    await downbeat(['catalog', 'generate', '--tracks', String(tracks), '--seed', '1'], {}, file);
  }
  return file;
}

/**
 * Imports the dataset unless this database already holds it (a marker records the import). The
 * importer is idempotent, so an interrupted import is simply run again.
 */
async function importOnce(dataset: string, addresses: Record<string, string>): Promise<number | null> {
  const marker = path.join(REPO_ROOT, '.data', 'bench', `imported-bench_catalog_${TRACKS}.json`);
  if (existsSync(marker)) {
    progress(`reusing the imported catalog (${path.relative(REPO_ROOT, marker)}; delete it to import again)`);
    return (JSON.parse(readFileSync(marker, 'utf8')) as { importSeconds: number }).importSeconds;
  }
  progress(`importing ${TRACKS} tracks`);
  const started = Date.now();
  await downbeat(['catalog', 'import', dataset], addresses);
  const importSeconds = (Date.now() - started) / 1000;
  writeFileSync(marker, JSON.stringify({ importSeconds, at: new Date().toISOString() }));
  return importSeconds;
}

async function partnerToken(gatewayUrl: string): Promise<string> {
  const response = await fetch(`${gatewayUrl}/v0/partner-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`partner token: ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function demoPartnerId(gatewayUrl: string): Promise<string> {
  const [, payload] = (await partnerToken(gatewayUrl)).split('.');
  return (JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as { partner_id: string }).partner_id;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
