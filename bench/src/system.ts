/**
 * What the benchmarks share: the generated catalog (made once per size, cached in `.data/bench/`),
 * its one-time import into `bench_catalog_<N>` (a marker records it), and the distributed system
 * around it — accounts, catalog and gateway as their own processes, plus any others a benchmark
 * adds (search).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, REPO_ROOT, ServiceProcess, waitFor } from '@downbeat/testing';
import { downbeat } from './cli';

export const BENCH_DIR = path.join(REPO_ROOT, '.data', 'bench');
const DEMO = { accessKeyId: 'bench-partner', accessKeySecret: 'bench-secret-0123456789' };

/** Progress goes to stderr; stdout stays for the result table. */
export const progress = (message: string) => process.stderr.write(`» ${message}\n`);

/** The generated catalog as NDJSON, made once per size and reused. */
export async function catalogDataset(tracks: number): Promise<string> {
  const file = path.join(BENCH_DIR, `catalog-${tracks}.ndjson`);
  if (!existsSync(file)) {
    mkdirSync(BENCH_DIR, { recursive: true });
    progress(`generating a ${tracks}-track catalog into ${path.relative(REPO_ROOT, file)}`);
    await downbeat(['catalog', 'generate', '--tracks', String(tracks), '--seed', '1'], {}, file);
  }
  return file;
}

export interface BenchSystemOptions {
  tracks: number;
  mongodbUrl: string;
  /** The catalog publishes its events through its outbox to Kafka. */
  kafkaBrokers: string[];
  /** Services started beside accounts, catalog and gateway, given their addresses. */
  extraServices?: (addresses: Record<string, string>) => ServiceProcess[];
  /** Extra upstream addresses for the gateway (e.g. SEARCH_ADDRESS). */
  extraAddresses?: Record<string, string>;
}

export interface BenchSystem {
  gatewayUrl: string;
  addresses: Record<string, string>;
  /** Seconds the one-time import took (from the marker when reused). */
  importSeconds: number | null;
  /** A partner token of the bench partner, whose rate limit is lifted. */
  token: string;
  stop(): Promise<void>;
}

/**
 * Starts accounts, catalog (database `bench_catalog_<N>`) and gateway, imports the dataset unless
 * this database already holds it, lifts the bench partner's rate limit and hands out a token.
 */
/** BENCH_PROFILE_DIR: the services started with this env write V8 CPU profiles there when they stop. */
export function profiling(): Record<string, string> {
  const dir = process.env.BENCH_PROFILE_DIR;
  return dir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(dir)}` } : {};
}

export async function startBenchSystem(options: BenchSystemOptions): Promise<BenchSystem> {
  const dataset = await catalogDataset(options.tracks);
  const run = `bench${Date.now().toString(36)}`;
  const ports = { accounts: await freePort(), catalog: await freePort(), gateway: await freePort() };
  const addresses = {
    ACCOUNTS_ADDRESS: `127.0.0.1:${ports.accounts}`,
    CATALOG_ADDRESS: `127.0.0.1:${ports.catalog}`,
    ...options.extraAddresses,
  };
  const profile = profiling();
  const services = [
    new ServiceProcess('bench-accounts', 'services/accounts/dist/main.js', {
      GRPC_ADDRESS: addresses.ACCOUNTS_ADDRESS,
      MONGODB_URL: options.mongodbUrl,
      MONGODB_DATABASE: `${run}_accounts`,
      SIGNING_KEYS_DIR: mkdtempSync(path.join(tmpdir(), 'bench-keys-')),
      DEMO_ACCESS_KEY_ID: DEMO.accessKeyId,
      DEMO_ACCESS_KEY_SECRET: DEMO.accessKeySecret,
      LOG_LEVEL: 'warn',
    }),
    new ServiceProcess('bench-catalog', 'services/catalog/dist/main.js', {
      ...addresses,
      GRPC_ADDRESS: addresses.CATALOG_ADDRESS,
      MONGODB_URL: options.mongodbUrl,
      // One database per dataset size, imported once and reused: a FerretDB import takes minutes.
      MONGODB_DATABASE: `bench_catalog_${options.tracks}`,
      KAFKA_BROKERS: options.kafkaBrokers.join(','),
      LOG_LEVEL: 'warn',
      ...profile,
    }),
    new ServiceProcess('bench-gateway', 'services/gateway/dist/main.js', {
      ...addresses,
      ...profile,
      HOST: '127.0.0.1',
      PORT: String(ports.gateway),
      LOG_LEVEL: 'warn',
    }),
    ...(options.extraServices?.(addresses) ?? []),
  ];
  const gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
  const stop = async () => {
    await Promise.all(services.map((service) => service.stop()));
  };
  try {
    progress(`starting ${services.map((service) => service.name).join(', ')} (accounts database ${run}_accounts)`);
    for (const service of services) service.start();
    await waitFor(
      'the gateway to be ready',
      async () => (await fetch(`${gatewayUrl}/readyz`).catch(() => undefined))?.ok,
      // A catalog of 100,000 tracks loads its read model from FerretDB in a minute or two.
      { timeoutMs: 600_000, intervalMs: 500 },
    );
    const partnerId = await demoPartnerId(gatewayUrl);
    const importSeconds = await importOnce(options.tracks, dataset, addresses);
    await downbeat(['settings', 'rate-limit', partnerId, '100000', '100000'], addresses);
    return { gatewayUrl, addresses, importSeconds, token: await partnerToken(gatewayUrl), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Imports the dataset unless this database already holds it (a marker records the import). The
 * importer is idempotent, so an interrupted import is simply run again.
 */
async function importOnce(tracks: number, dataset: string, addresses: Record<string, string>) {
  const marker = path.join(BENCH_DIR, `imported-bench_catalog_${tracks}.json`);
  if (existsSync(marker)) {
    progress(`reusing the imported catalog (${path.relative(REPO_ROOT, marker)}; delete it to import again)`);
    return (JSON.parse(readFileSync(marker, 'utf8')) as { importSeconds: number }).importSeconds;
  }
  progress(`importing ${tracks} tracks`);
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

/** Writes `bench/results/<name>.json` with the machine it ran on. */
export function writeResults(name: string, report: Record<string, unknown>): void {
  const directory = path.join(REPO_ROOT, 'bench', 'results');
  mkdirSync(directory, { recursive: true });
  const full = {
    benchmark: name,
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    ...report,
  };
  writeFileSync(path.join(directory, `${name}.json`), `${JSON.stringify(full, null, 2)}\n`);
}
