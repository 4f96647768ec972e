import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAccountsService } from '@downbeat/accounts';
import { loadPackageDefinition, loadProtos, type catalog } from '@downbeat/contracts';
import {
  createLogger,
  hostGrpcService,
  MemoryDocumentStore,
  notFound,
  unary,
  type HostedService,
} from '@downbeat/platform';
import { startGateway, type RunningGateway } from '../gateway';

const logger = createLogger({ service: 'download-access-test', level: 'silent' });
const credentials = { accessKeyId: 'older-catalog-partner', accessKeySecret: 'older-catalog-partner-secret' };
const TRACKS: Record<string, boolean> = { 'free-track': false, 'premium-track': true };

/**
 * A catalog built before GetDownloadAccess, as a rolling upgrade that reached the gateway first
 * meets it: GetTrack with the premium flag, and UNIMPLEMENTED for everything it does not know.
 */
async function olderCatalog(): Promise<HostedService> {
  const implementation: Partial<catalog.CatalogServiceHandlers> = {
    GetTrack: unary(logger, async (request: catalog.GetTrackRequest__Output) => {
      const isPreviewOnly = TRACKS[request.trackId];
      if (isPreviewOnly === undefined) throw notFound('Track was not found');
      return { track: { id: request.trackId, isPreviewOnly } };
    }),
  };
  return hostGrpcService({
    address: '127.0.0.1:0',
    logger,
    packageDefinition: loadPackageDefinition(),
    services: [
      {
        name: 'downbeat.catalog.v1.CatalogService',
        definition: loadProtos().downbeat.catalog.v1.CatalogService.service,
        implementation,
      },
    ],
    dependencies: [],
  });
}

/**
 * Downloads while the catalog is older than GetDownloadAccess: the gateway holds no copy of the
 * entitlement rule, so the catalog's UNIMPLEMENTED is a catalog failure like any other — 503 naming
 * it, never a download let through or refused on the gateway's own judgement.
 */
describe('download access from a catalog older than GetDownloadAccess', () => {
  let accounts: HostedService;
  let catalogService: HostedService;
  let gateway: RunningGateway;
  let partner: string;

  beforeAll(async () => {
    const store = new MemoryDocumentStore();
    await store.start();
    accounts = await startAccountsService({
      address: '127.0.0.1:0',
      logger,
      store,
      signingKeysDir: mkdtempSync(path.join(tmpdir(), 'download-access-keys-')),
      accessKeyPepper: randomBytes(32).toString('base64url'),
      demoPartner: credentials,
    });
    catalogService = await olderCatalog();
    gateway = await startGateway({
      host: '127.0.0.1',
      port: 0,
      logger,
      upstreams: { accounts: accounts.address, catalog: catalogService.address, others: { search: '127.0.0.1:1' } },
    });
    const issued = await send('POST', '/v0/partner-token', undefined, credentials);
    partner = (issued.body as { accessToken: string }).accessToken;
  });

  afterAll(async () => {
    await gateway?.stop();
    await catalogService?.stop();
    await accounts?.stop();
  });

  async function send(method: string, route: string, token?: string, json?: unknown) {
    const response = await fetch(`${gateway.url}${route}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  async function download(userId: string, trackId: string) {
    const user = await send('POST', '/v0/token', partner, { userId });
    return send('GET', `/v0/tracks/${trackId}/download`, (user.body as { accessToken: string }).accessToken);
  }

  it('answers 503 naming the catalog for free and premium tracks alike', async () => {
    for (const trackId of ['free-track', 'premium-track', 'no-such-track']) {
      const answer = await download('listener', trackId);
      expect(answer).toEqual({ status: 503, body: { message: 'catalog service is unavailable' } });
    }
  });

  it('still answers from what the older catalog does serve (a stream looks the track up with GetTrack)', async () => {
    const user = await send('POST', '/v0/token', partner, { userId: 'listener' });
    const token = (user.body as { accessToken: string }).accessToken;
    expect(await send('GET', '/v0/tracks/no-such-track/stream', token)).toEqual({
      status: 404,
      body: { message: 'Track was not found' },
    });
  });
});
