import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAccountsService } from '@downbeat/accounts';
import { startCatalogService } from '@downbeat/catalog';
import { createLogger, MemoryDocumentStore, MemoryEventBus, type HostedService } from '@downbeat/platform';
import { startGateway, type RunningGateway } from '../gateway';

const logger = createLogger({ service: 'free-tier-test', level: 'silent' });
const credentials = { accessKeyId: 'free-tier-partner', accessKeySecret: 'free-tier-partner-secret' };

async function memoryStore() {
  const store = new MemoryDocumentStore();
  await store.start();
  return store;
}

/**
 * The whole chain of a free-tier choice: the management API → accounts (stored, announced on the
 * bus) → catalog (applied, its version moves) → the gateway's cached reads (dropped). The next
 * read after the answer already shows it, although catalog caches settings for 30 s.
 */
describe('a free tier chosen through the partner management API', () => {
  let bus: MemoryEventBus;
  let accounts: HostedService;
  let catalog: HostedService;
  let gateway: RunningGateway;
  let headers: Record<string, string>;

  beforeAll(async () => {
    bus = new MemoryEventBus();
    await bus.start();
    accounts = await startAccountsService({
      address: '127.0.0.1:0',
      logger,
      store: await memoryStore(),
      signingKeysDir: mkdtempSync(path.join(tmpdir(), 'free-tier-keys-')),
      accessKeyPepper: randomBytes(32).toString('base64url'),
      demoPartner: credentials,
      bus,
    });
    catalog = await startCatalogService({
      address: '127.0.0.1:0',
      logger,
      store: await memoryStore(),
      seedDemo: true,
      imagesPublicUrl: 'http://media.test',
      accountsAddress: accounts.address,
      analysisEvents: bus,
    });
    gateway = await startGateway({
      host: '127.0.0.1',
      port: 0,
      logger,
      upstreams: { accounts: accounts.address, catalog: catalog.address, others: { search: '127.0.0.1:1' } },
    });
    const token = await fetch(`${gateway.url}/v0/partner-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    headers = { authorization: `Bearer ${((await token.json()) as { accessToken: string }).accessToken}` };
  });

  afterAll(async () => {
    await gateway?.stop();
    await catalog?.stop();
    await accounts?.stop();
    await bus?.stop();
  });

  const get = async <T>(route: string): Promise<T> =>
    (await (await fetch(`${gateway.url}${route}`, { headers })).json()) as T;
  const putFreeTier = (collectionIds: string[]) =>
    fetch(`${gateway.url}/v0/partner/free-tier`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ collectionIds }),
    });
  const listed = async () =>
    (
      await get<{ collections: { id: string; availableTracks: number }[] }>(
        '/v0/collections?excludeField=tracks&limit=20',
      )
    ).collections;

  it('reorders the collections list and flips tracks to premium within a moment of the answer', async () => {
    // Read (and cache) first, as a partner's app would have: the first collection is in the default free tier.
    const before = await listed();
    const [first, second] = [before.at(-1)!.id, before.at(-2)!.id];
    const tracksOf = async (id: string) =>
      (await get<{ tracks: { id: string }[] }>(`/v0/collections/${encodeURIComponent(id)}?limit=100`)).tracks.map(
        (track) => track.id,
      );
    const chosenTracks = new Set([...(await tracksOf(first)), ...(await tracksOf(second))]);
    const leaving = (await tracksOf(before[0]!.id)).find((id) => !chosenTracks.has(id))!;
    const flagOf = async (id: string) =>
      (await get<{ isPreviewOnly: boolean }[]>(`/v0/tracks/metadata?trackId=${id}`))[0]!.isPreviewOnly;
    expect(await flagOf(leaving)).toBe(false);

    expect((await putFreeTier([first, second])).status).toBe(200);

    // Well within catalog's 30 s settings cache and the gateway's 5 s read cache.
    const deadline = Date.now() + 1_000;
    let after = await listed();
    while (after[0]!.id !== first && Date.now() < deadline) after = await listed();
    expect(after.slice(0, 2).map((collection) => collection.id)).toEqual([first, second]);
    expect(after[0]!.availableTracks).toBeGreaterThan(0);
    expect(await flagOf(leaving)).toBe(true);
  });
});
