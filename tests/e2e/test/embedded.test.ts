import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, freePortRange, ServiceProcess, waitFor } from '@downbeat/testing';
import { describeAccessControl } from './support/access-checks';
import { checkResponsesAgainstOpenApi, partnerToken, request, waitForDemoCatalog } from './support/api';
import { describeMusicCatalog } from './support/catalog-checks';
import type { OpenApiContract } from './support/openapi-contract';
import { describeSearch } from './support/search-checks';
import { describeSkeletonRequest } from './support/skeleton-checks';
import { describeSoundEffects } from './support/sound-effect-checks';
import type { SystemUnderTest } from './support/system-under-test';

const CREDENTIALS = { accessKeyId: 'embedded-partner', accessKeySecret: 'embedded-secret-0123456789' };
/** accounts, catalog, search, media, similarity, versions, reporting: GRPC_BASE_PORT + 0..6. */
const GRPC_SERVICES = 7;

/** `npm start`'s process: every service in one Node process, no external systems. */
describe('embedded mode: one process, in-memory bus and store', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'downbeat-embedded-'));
  let baseUrl: string;
  let grpcBasePort: number;
  let downbeat: ServiceProcess;
  let contract: OpenApiContract;
  const context = (): SystemUnderTest => ({
    baseUrl,
    ...CREDENTIALS,
    // Accounts listens on GRPC_BASE_PORT; its admin API is how the checks create partners.
    accountsAddress: `127.0.0.1:${grpcBasePort}`,
    keysDir: path.join(dataDir, 'keys'),
  });

  const start = async () => {
    downbeat = new ServiceProcess('all-in-one', 'services/all-in-one/dist/main.js', {
      PORT: String(port),
      DATA_DIR: dataDir,
      GRPC_BASE_PORT: String(grpcBasePort),
      DEMO_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      DEMO_ACCESS_KEY_SECRET: CREDENTIALS.accessKeySecret,
      // The metadata-only demo catalog: no audio to generate and ingest, so the suite stays fast.
      DEMO_AUDIO: 'off',
    });
    downbeat.start();
    await waitFor(
      'the embedded gateway to be ready',
      async () => (await request(baseUrl, '/readyz').catch(() => undefined))?.status === 200,
      {
        timeoutMs: 60_000,
        intervalMs: 100,
      },
    );
  };
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    grpcBasePort = await freePortRange(GRPC_SERVICES);
    baseUrl = `http://127.0.0.1:${port}`;
    await start();
    await waitForDemoCatalog(baseUrl, CREDENTIALS);
    contract = await checkResponsesAgainstOpenApi(baseUrl);
  }, 90_000);

  afterAll(async () => {
    await downbeat?.stop();
  });

  describeSkeletonRequest(context);
  describeMusicCatalog(context);
  describeSoundEffects(context);
  describeAccessControl(context);
  describeSearch(context);

  it('checked every response above against the OpenAPI document', () => {
    expect(contract.checked).toBeGreaterThan(120);
  });

  it('keeps its signing keys and data across a restart, and exits 0 on SIGTERM', async () => {
    const token = await partnerToken(baseUrl, CREDENTIALS.accessKeyId, CREDENTIALS.accessKeySecret);
    const before = await request<{ tracks: { id: string }[] }>(baseUrl, '/v0/tracks', { token });

    expect(await downbeat.stop()).toBe(0);
    await start();

    const after = await request<{ tracks: { id: string }[] }>(baseUrl, '/v0/tracks', { token });
    expect(after.status).toBe(200);
    expect(after.body.tracks.map((track) => track.id)).toEqual(before.body.tracks.map((track) => track.id));
  }, 90_000);
});
