import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, freePortRange, ServiceProcess, waitFor } from '@downbeat/testing';
import { checkResponsesAgainstOpenApi, request, waitForDemoCatalog } from './support/api';
import type { OpenApiContract } from './support/openapi-contract';
import { describeReporting, summaryObserver } from './support/reporting-checks';
import type { SystemUnderTest } from './support/system-under-test';

const CREDENTIALS = { accessKeyId: 'embedded-reporting', accessKeySecret: 'embedded-secret-0123456789' };
/** accounts, catalog, search, media, similarity, versions, reporting: GRPC_BASE_PORT + 0..6. */
const GRPC_SERVICES = 7;

/** The reporting rules in `npm start`'s process: in-process bus and store, no Kafka. */
describe('reporting, embedded mode', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'downbeat-embedded-reporting-'));
  let baseUrl: string;
  let grpcBasePort: number;
  let downbeat: ServiceProcess;
  let contract: OpenApiContract;
  const context = (): SystemUnderTest => ({
    baseUrl,
    ...CREDENTIALS,
    accountsAddress: `127.0.0.1:${grpcBasePort}`,
    keysDir: path.join(dataDir, 'keys'),
  });

  beforeAll(async () => {
    const port = await freePort();
    grpcBasePort = await freePortRange(GRPC_SERVICES);
    baseUrl = `http://127.0.0.1:${port}`;
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
      async () => {
        return (await request(baseUrl, '/readyz').catch(() => undefined))?.status === 200;
      },
      { timeoutMs: 60_000, intervalMs: 100 },
    );
    await waitForDemoCatalog(baseUrl, CREDENTIALS);
    contract = await checkResponsesAgainstOpenApi(baseUrl);
  }, 90_000);

  afterAll(async () => {
    await downbeat?.stop();
  });

  describeReporting(context, () => summaryObserver(context));

  describe('afterwards', () => {
    it('checked every response above against the OpenAPI document', () => {
      expect(contract.checked).toBeGreaterThan(60);
    });
  });
});
