import { MongoDocumentStore } from '@downbeat/platform';
import { describeWith, locatedInfrastructure } from '@downbeat/testing';
import type { PartnerRecord } from '../src/domain/ports';
import { EndUserRecords } from '../src/store/end-user-records';
import { LikeRecords } from '../src/store/like-records';
import { PartnerRecords } from '../src/store/partner-records';

const infra = locatedInfrastructure();
const database = `accounts_records_it_${Date.now().toString(36)}_${process.pid}`;
const page = { limit: 10, offset: 0 };

const partner = (id: string, accessKeyId: string): PartnerRecord => ({
  id,
  name: `Partner ${id}`,
  accessKeyId,
  secretHash: 'hmac-sha256$p1$old',
  status: 'active',
  createdAt: '2026-11-26T10:00:00.000Z',
});

/** The accounts repositories' writes as FerretDB answers them (the unit tests run them on memory). */
describeWith(['mongodb'], 'accounts repositories on FerretDB', () => {
  let store: MongoDocumentStore;
  beforeAll(async () => {
    store = new MongoDocumentStore({ url: infra.mongodb!.url, database });
    await store.start();
  });
  afterAll(async () => {
    for (const collection of ['partners', 'end_users', 'liked_tracks'])
      await store.collection(collection).deleteMany({});
    await store.stop();
  });

  it('changes partner settings with a pending revision each, announced one revision at a time', async () => {
    const partners = new PartnerRecords(store);
    await partners.ensureIndexes();
    await partners.insert(partner('p-1', 'key-1'));
    expect(await partners.changeSettings('p-1', { rateLimit: { requestsPerSecond: 5, burst: 10 } })).toBe(true);
    expect(await partners.changeSettings('p-1', { freeTierCollectionIds: ['c-2', 'c-1'], rateLimit: null })).toBe(true);
    expect(await partners.changeSettings('nobody', { status: 'disabled' })).toBe(false);
    const pending = await partners.pendingSettings(10);
    expect(pending).toEqual([
      { ...partner('p-1', 'key-1'), freeTierCollectionIds: ['c-2', 'c-1'], settingsRevision: 2 },
    ]);
    await partners.settingsAnnounced('p-1', 1);
    expect(await partners.pendingSettings(10)).toHaveLength(1);
    await partners.settingsAnnounced('p-1', 2);
    expect(await partners.pendingSettings(10)).toEqual([]);
  });

  it('replaces a secret hash only while it is the expected one, and finds partners by key and status', async () => {
    const partners = new PartnerRecords(store);
    await partners.insert(partner('p-2', 'key-2'));
    expect(await partners.setSecretHash('p-2', 'hmac-sha256$p1$new', 'hmac-sha256$p1$stale')).toBe(false);
    expect(await partners.setSecretHash('p-2', 'hmac-sha256$p1$new', 'hmac-sha256$p1$old')).toBe(true);
    expect((await partners.byAccessKeyId('key-2'))?.secretHash).toBe('hmac-sha256$p1$new');
    await partners.changeSettings('p-2', { status: 'disabled' });
    expect(await partners.getActive('p-2')).toBeNull();
    expect(await partners.exists('p-2')).toBe(true);
    // Replaced whole (the demo partner re-keyed), its unannounced settings stay pending.
    await partners.put({ ...partner('p-2', 'key-2'), status: 'disabled', settingsRevision: 1 });
    expect((await partners.pendingSettings(10)).map((pending) => pending.id)).toContain('p-2');
  });

  it('records an end user once however often it is sighted, and puts its whole state', async () => {
    const users = new EndUserRecords(store);
    await users.ensureIndexes();
    const first = new Date('2026-11-26T10:00:00.000Z');
    await Promise.all([1, 2, 3].map(() => users.addIfAbsent('p-1', 'fan', first)));
    await users.addIfAbsent('p-1', 'fan', new Date('2026-11-27T00:00:00.000Z'));
    expect(await users.get('p-1', 'fan')).toEqual({
      partnerId: 'p-1',
      userId: 'fan',
      connected: false,
      createdAt: first,
    });
    const subscription = {
      plan: 'premium',
      status: 'active' as const,
      currentPeriodEnd: new Date('2099-01-01T00:00:00Z'),
    };
    expect(await users.put('p-1', 'fan', new Date(), { connected: true, subscription })).toEqual({ created: false });
    expect((await users.get('p-1', 'fan'))?.subscription).toEqual(subscription);
    expect(await users.put('p-1', 'new-fan', new Date(), { connected: false })).toEqual({ created: true });
    await users.setSubscription('p-1', 'fan', undefined);
    expect((await users.get('p-1', 'fan'))?.subscription).toBeUndefined();
    expect(await users.get('p-2', 'fan')).toBeNull();
    expect((await users.list('p-1', page)).users.map((user) => user.userId)).toEqual(['fan', 'new-fan']);
  });

  it('keeps a like once with its first time, newest first, each user to itself', async () => {
    const likes = new LikeRecords(store);
    await likes.ensureIndexes();
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 10, minute));
    await likes.add({ partnerId: 'p-1', userId: 'fan', trackId: 'track-a', likedAt: at(1) });
    await likes.add({ partnerId: 'p-1', userId: 'fan', trackId: 'track-b', likedAt: at(2) });
    await likes.add({ partnerId: 'p-1', userId: 'fan', trackId: 'track-a', likedAt: at(3) });
    await likes.add({ partnerId: 'p-2', userId: 'fan', trackId: 'track-c', likedAt: at(4) });
    expect(await likes.list('p-1', 'fan', page)).toEqual({ trackIds: ['track-b', 'track-a'], total: 2 });
    await likes.remove('p-1', 'fan', 'track-b');
    expect(await likes.list('p-1', 'fan', page)).toEqual({ trackIds: ['track-a'], total: 1 });
  });
});
