/**
 * The system bench:similarity measures: `npm start`'s embedded process (services/all-in-one) with a
 * data directory of its own that is kept between runs (`.data/bench/similarity/system`), the
 * metadata-only demo catalog (`DEMO_AUDIO=off`) and ports of its own; the bench catalog is ingested
 * with `downbeat ingest` against its catalog port, as an operator would.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, freePortRange, ServiceProcess, waitFor } from '@downbeat/testing';
import { downbeat } from '../cli';
import { progress } from '../system';
import { type BenchPiece, genreRecords } from './catalog';

const CREDENTIALS = { accessKeyId: 'bench-similarity', accessKeySecret: 'bench-similarity-secret-0123' };
/** accounts, catalog, search, media, similarity, versions, reporting: GRPC_BASE_PORT + 0..6. */
const GRPC_SERVICES = 7;

export interface Api {
  baseUrl: string;
  get<T>(route: string, token: string): Promise<{ status: number; body: T; ms: number }>;
  upload<T>(
    route: string,
    token: string,
    bytes: Buffer,
    fileName: string,
  ): Promise<{ status: number; body: T; ms: number }>;
  partnerToken(): Promise<string>;
  userToken(partner: string, userId: string): Promise<string>;
}

export function api(baseUrl: string, credentials = CREDENTIALS): Api {
  const send = async <T>(route: string, init: RequestInit) => {
    const started = performance.now();
    const response = await fetch(new URL(route, baseUrl), { ...init, signal: AbortSignal.timeout(300_000) });
    const text = await response.text();
    const ms = performance.now() - started;
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, ms };
  };
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const tokenOf = async (route: string, body: object, token?: string) => {
    const answer = await send<{ accessToken: string }>(route, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? auth(token) : {}) },
      body: JSON.stringify(body),
    });
    // 201 since tokens are issued as created resources; 200 from systems before that.
    if (answer.status !== 200 && answer.status !== 201)
      throw new Error(`${route}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.accessToken;
  };
  return {
    baseUrl,
    get: (route, token) => send(route, { headers: auth(token) }),
    upload: (route, token, bytes, fileName) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
      return send(route, { method: 'POST', headers: auth(token), body: form });
    },
    partnerToken: () => tokenOf('/v0/partner-token', credentials),
    userToken: (partner, userId) => tokenOf('/v0/token', { userId }, partner),
  };
}

export interface EmbeddedBench {
  api: Api;
  catalogAddress: string;
  stop(): Promise<void>;
}

export async function startEmbedded(dataDir: string): Promise<EmbeddedBench> {
  const port = await freePort();
  const grpcBasePort = await freePortRange(GRPC_SERVICES);
  const process = new ServiceProcess('bench-similarity-all-in-one', 'services/all-in-one/dist/main.js', {
    PORT: String(port),
    EDGE_PORT: String(await freePort()),
    DATA_DIR: dataDir,
    GRPC_BASE_PORT: String(grpcBasePort),
    DEMO_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    DEMO_ACCESS_KEY_SECRET: CREDENTIALS.accessKeySecret,
    DEMO_AUDIO: 'off',
    LOG_LEVEL: 'warn',
  });
  process.start();
  const system = api(`http://127.0.0.1:${port}`);
  await waitFor(
    'the embedded gateway to be ready',
    async () => (await fetch(`${system.baseUrl}/readyz`).catch(() => undefined))?.ok,
    { timeoutMs: 300_000, intervalMs: 500 },
  );
  // The bench asks hundreds of questions in a row: the bench partner's rate limit is lifted.
  const [, payload] = (await system.partnerToken()).split('.');
  const { partner_id: partnerId } = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as {
    partner_id: string;
  };
  await downbeat(['settings', 'rate-limit', partnerId, '100000', '100000'], {
    ACCOUNTS_ADDRESS: `127.0.0.1:${grpcBasePort}`,
  });
  return {
    api: system,
    catalogAddress: `127.0.0.1:${grpcBasePort + 1}`,
    stop: async () => void (await process.stop(60_000)),
  };
}

/**
 * `downbeat ingest <masters> --metadata <ndjson>`: genre records first, then each master's title,
 * genres and moods. Idempotent: masters already published are skipped. Track id per piece name.
 */
export async function ingestSet(
  system: EmbeddedBench,
  directory: string,
  pieces: BenchPiece[],
): Promise<Map<string, string>> {
  const set = pieces[0]?.set;
  if (!set) return new Map();
  const metadata = path.join(directory, `metadata-${set}.ndjson`);
  const lines = [
    ...genreRecords(pieces),
    ...pieces.map((piece) => ({
      file: path.basename(piece.file),
      title: piece.name,
      genreIds: piece.genreIds,
      moodIds: piece.moodIds,
    })),
  ];
  writeFileSync(metadata, lines.map((line) => JSON.stringify(line)).join('\n') + '\n');
  progress(`ingesting ${pieces.length} ${set} masters with downbeat ingest (one at a time, each until published)`);
  const stdout = await downbeat(['ingest', path.join(directory, 'masters', set), '--metadata', metadata], {
    CATALOG_ADDRESS: system.catalogAddress,
  });
  const ids = new Map<string, string>();
  for (const line of stdout.trim().split('\n')) {
    const [outcome, file, id] = line.split('\t');
    if (outcome === 'published' || outcome === 'skipped') ids.set(path.basename(file!, '.wav'), id!);
  }
  return ids;
}

/** Waits until similarity has described every ingested track (its similar tracks answer 200). */
export async function waitUntilDescribed(system: Api, token: string, ids: Map<string, string>): Promise<void> {
  const waiting = new Set(ids.values());
  let last = -1;
  await waitFor(
    'every bench track described by similarity',
    async () => {
      for (const id of [...waiting]) {
        const answer = await system.get(`/v0/tracks/${id}/similar?limit=1`, token);
        if (answer.status === 200) waiting.delete(id);
        else if (answer.status !== 503)
          throw new Error(`similar of ${id}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
      if (waiting.size !== last) progress(`described ${ids.size - waiting.size}/${ids.size}`);
      last = waiting.size;
      return waiting.size === 0;
    },
    { timeoutMs: 4 * 3_600_000, intervalMs: 10_000 },
  );
}
