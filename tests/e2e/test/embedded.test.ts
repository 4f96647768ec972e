import { describeAccessControl } from './support/access-checks';
import { AccountsAdmin } from './support/admin';
import {
  checkResponsesAgainstOpenApi,
  partnerIdOf,
  partnerToken,
  request,
  SUITE_RATE_LIMIT,
  waitForDemoCatalog,
} from './support/api';
import { describeMusicCatalog } from './support/catalog-checks';
import { describeEveryLink } from './support/link-checks';
import { EmbeddedSystem } from './support/embedded-system';
import type { OpenApiContract } from './support/openapi-contract';
import { describeSearch } from './support/search-checks';
import { describeSkeletonRequest } from './support/skeleton-checks';
import { describeSoundEffects } from './support/sound-effect-checks';

const CREDENTIALS = { accessKeyId: 'embedded-partner', accessKeySecret: 'embedded-secret-0123456789' };

/** `npm start`'s process: every service in one Node process, no external systems. */
describe('embedded mode: one process, in-memory bus and store', () => {
  let system: EmbeddedSystem;
  let baseUrl: string;
  let contract: OpenApiContract;
  const context = () => system.context;

  beforeAll(async () => {
    system = await EmbeddedSystem.create('embedded', CREDENTIALS);
    baseUrl = system.baseUrl;
    await system.start();
    const suitePartner = partnerIdOf(await partnerToken(baseUrl, CREDENTIALS.accessKeyId, CREDENTIALS.accessKeySecret));
    await new AccountsAdmin(system.context.accountsAddress).setRateLimit(suitePartner, SUITE_RATE_LIMIT);
    await waitForDemoCatalog(baseUrl, CREDENTIALS);
    contract = await checkResponsesAgainstOpenApi(baseUrl);
  }, 90_000);

  afterAll(async () => {
    await system?.stop();
  });

  describeSkeletonRequest(context);
  describeMusicCatalog(context);
  describeSoundEffects(context);
  describeAccessControl(context);
  describeSearch(context);
  describeEveryLink(context);

  it('checked every response above against the OpenAPI document', () => {
    expect(contract.checked).toBeGreaterThan(120);
  });

  it('keeps its signing keys and data across a restart, and exits 0 on SIGTERM', async () => {
    const token = await partnerToken(baseUrl, CREDENTIALS.accessKeyId, CREDENTIALS.accessKeySecret);
    const before = await request<{ tracks: { id: string }[] }>(baseUrl, '/v0/tracks', { token });

    expect(await system.stop()).toBe(0);
    await system.start();

    const after = await request<{ tracks: { id: string }[] }>(baseUrl, '/v0/tracks', { token });
    expect(after.status).toBe(200);
    expect(after.body.tracks.map((track) => track.id)).toEqual(before.body.tracks.map((track) => track.id));
  }, 90_000);
});
