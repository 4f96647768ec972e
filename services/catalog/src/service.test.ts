import { loadPackageDefinition, loadProtos, type accounts, type catalog } from '@downbeat/contracts';
import {
  connectClient,
  createLogger,
  hostGrpcService,
  insecure,
  MemoryDocumentStore,
  notFound,
  promiseClient,
  unary,
  type HostedService,
} from '@downbeat/platform';
import { demoCatalog } from './demo/demo-catalog';
import { startCatalogService } from './service';
import { publicCollectionId } from './domain/collection-ids';

const logger = createLogger({ service: 'catalog-test', level: 'silent' });
const proto = loadProtos().downbeat;

/**
 * An accounts service that answers GetPartnerSettings only when given settings (else UNIMPLEMENTED),
 * and GetCurrentUser only when given users (user id → premium access).
 */
async function fakeAccounts(
  freeTier?: Record<string, string[]>,
  users?: Record<string, boolean>,
): Promise<HostedService> {
  const implementation: Partial<accounts.AccountsServiceHandlers> = {
    ...(freeTier && {
      GetPartnerSettings: unary(logger, async (request: accounts.GetPartnerSettingsRequest__Output) => ({
        settings: { partnerId: request.partnerId, freeTierCollectionIds: freeTier[request.partnerId] ?? [] },
      })),
    }),
    ...(users && {
      GetCurrentUser: unary(logger, async (request: accounts.GetCurrentUserRequest__Output) => {
        const premiumAccess = users[request.userId];
        if (premiumAccess === undefined) throw notFound('User was not found');
        return { user: { id: request.userId, connected: premiumAccess, premiumAccess } };
      }),
    }),
  };
  return hostGrpcService({
    address: '127.0.0.1:0',
    logger,
    packageDefinition: loadPackageDefinition(),
    services: [
      {
        name: 'downbeat.accounts.v1.AccountsService',
        definition: proto.accounts.v1.AccountsService.service,
        implementation,
      },
    ],
    dependencies: [],
  });
}

async function catalogWith(accountsAddress: string) {
  const store = new MemoryDocumentStore();
  await store.start();
  const service = await startCatalogService({
    address: '127.0.0.1:0',
    store,
    logger,
    accountsAddress,
    seedDemo: true,
    imagesPublicUrl: 'http://media.test',
  });
  // The raw client for the version watch (its events); the promise client for everything else.
  const client = new proto.catalog.v1.CatalogService(service.address, insecure());
  const calls = promiseClient('catalog', proto.catalog.v1.CatalogService.service, client);
  const listCollections = (partnerId: string) => calls.listCollections({ partnerId, excludeTracks: true });
  return { service, client, calls, listCollections };
}

describe('catalog service over gRPC', () => {
  const running: HostedService[] = [];
  afterEach(async () => {
    for (const service of running.splice(0)) await service.stop();
  });

  it('falls back to the default free tier while accounts does not implement partner settings', async () => {
    const accountsService = await fakeAccounts();
    const { service, listCollections } = await catalogWith(accountsService.address);
    running.push(service, accountsService);
    const { collections } = await listCollections('partner');
    expect(collections[0]!.id).toBe(publicCollectionId('collection-fresh-finds'));
  });

  it("puts the partner's chosen free tier first", async () => {
    const accountsService = await fakeAccounts({ partner: ['collection-club-energy'] });
    const { service, listCollections } = await catalogWith(accountsService.address);
    running.push(service, accountsService);
    const { collections, total } = await listCollections('partner');
    expect(collections[0]!.id).toBe(publicCollectionId('collection-club-energy'));
    expect(total).toBe(demoCatalog.collections.length);
  });

  it('fails as unavailable, rather than calling every track premium, when accounts is down', async () => {
    const { service, listCollections } = await catalogWith('127.0.0.1:1');
    running.push(service);
    await expect(listCollections('partner')).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('answers download access, asking accounts about premium access for premium tracks only', async () => {
    const accountsService = await fakeAccounts(
      { partner: ['collection-club-energy'] },
      { subscriber: true, fan: false },
    );
    const { service, calls } = await catalogWith(accountsService.address);
    running.push(service, accountsService);
    const club = new Set(demoCatalog.collections.find((c) => c.id === 'collection-club-energy')!.trackIds);
    const free = demoCatalog.tracks.find((track) => club.has(track.id))!.id;
    const premium = demoCatalog.tracks.find((track) => !club.has(track.id))!.id;
    const access = (userId: string, trackId: string) =>
      calls.getDownloadAccess({ partnerId: 'partner', userId, trackId });
    expect(await access('nobody', free)).toEqual({ trackId: free, isPreviewOnly: false, mayDownload: true });
    expect(await access('fan', premium)).toEqual({ trackId: premium, isPreviewOnly: true, mayDownload: false });
    expect(await access('subscriber', premium)).toEqual({ trackId: premium, isPreviewOnly: true, mayDownload: true });
    await expect(access('nobody', premium)).rejects.toMatchObject({ kind: 'not-found', message: 'User was not found' });
    await expect(access('fan', 'no-such-track')).rejects.toMatchObject({
      kind: 'not-found',
      message: 'Track was not found',
    });
  });

  it('translates enums, timestamps and errors at the edge', async () => {
    const { service, calls } = await catalogWith('127.0.0.1:1');
    running.push(service);
    const nature = demoCatalog.soundEffectCategories.find((category) => category.name === 'Nature')!.id;
    const effects = await calls.listSoundEffects({
      categoryId: nature,
      sort: 'SOUND_EFFECT_SORT_LENGTH',
      order: 'SORT_ORDER_DESC',
      page: { limit: 3 },
    });
    expect(effects.soundEffects).toHaveLength(3);
    expect(effects.soundEffects[0]!.lengthSeconds).toBeGreaterThanOrEqual(effects.soundEffects[1]!.lengthSeconds);
    expect(Number(effects.soundEffects[0]!.added?.seconds)).toBeGreaterThan(0);
    await expect(calls.getSoundEffectCategory({ categoryId: 'not-a-uuid' })).rejects.toMatchObject({
      kind: 'invalid-argument',
      violations: [{ key: 'categoryId', messages: ['must be a UUID'] }],
    });
    await expect(calls.listSoundEffectCategories({ type: 'LISTING_TYPE_PARTNER_TIER' })).rejects.toMatchObject({
      kind: 'invalid-argument',
      violations: [{ key: 'type' }],
    });
  });

  it('tells watchers about a change before the write that made it is answered, and ends watches on stop', async () => {
    const { service, client } = await catalogWith('127.0.0.1:1');
    const admin = connectClient('catalog', proto.catalog.v1.CatalogAdminService, service.address);
    const watch = client.watchCatalogVersion({});
    const versions: string[] = [];
    watch.on('data', (message: catalog.WatchCatalogVersionResponse__Output) => versions.push(message.version));
    const ended = new Promise<void>((resolve) => watch.on('status', () => resolve()));
    watch.on('error', () => undefined);
    try {
      await waitUntil(() => versions.length > 0);
      const before = versions.length;
      await admin.upsertMood({ moodId: 'mood-watched', name: 'Watched', images: {} });
      expect(versions.length).toBeGreaterThan(before);
      expect(new Set(versions).size).toBe(versions.length);
      expect(versions.every((version) => version.split(':')[0] === versions[0]!.split(':')[0])).toBe(true);
    } finally {
      await service.stop();
      admin.close();
    }
    await ended;
  });
});

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 200 && !condition(); attempt++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  if (!condition()) throw new Error('condition not met within 2 s');
}
