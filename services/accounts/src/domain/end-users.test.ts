import { randomBytes } from 'node:crypto';
import { MemoryDocumentStore } from '@downbeat/platform';
import { EndUsers } from './end-users';
import { AccessKeySecrets } from './access-key-secrets';
import { Partners } from './partners';
import { PartnerRecords } from '../store/partner-records';
import { EndUserRecords } from '../store/end-user-records';

async function twoPartners(now = () => new Date('2026-11-21T12:00:00Z')) {
  const store = new MemoryDocumentStore();
  await store.start();
  const partners = new Partners(new PartnerRecords(store), new AccessKeySecrets(randomBytes(32)));
  const records = new EndUserRecords(store);
  await records.ensureIndexes();
  const users = new EndUsers(records, partners, now);
  const [clipmaker, vlogster] = await Promise.all([
    partners.create({ name: 'Clipmaker' }),
    partners.create({ name: 'Vlogster' }),
  ]);
  return { users, clipmaker: clipmaker.partner.id, vlogster: vlogster.partner.id };
}

describe('end users', () => {
  it('are recorded on first sight as not connected, without a subscription', async () => {
    const { users, clipmaker } = await twoPartners();
    await users.recordSighting(clipmaker, 'user-7');
    expect(await users.get(clipmaker, 'user-7')).toEqual({
      id: 'user-7',
      partnerId: clipmaker,
      connected: false,
      premiumAccess: false,
      createdAt: new Date('2026-11-21T12:00:00Z'),
    });
  });

  it('keep what they are when seen again', async () => {
    const { users, clipmaker } = await twoPartners();
    await users.upsert(clipmaker, 'user-7', { connected: true });
    await users.recordSighting(clipmaker, 'user-7');
    expect(await users.get(clipmaker, 'user-7')).toMatchObject({ connected: true });
  });

  it('are unknown (NOT_FOUND) until seen or upserted', async () => {
    const { users, clipmaker } = await twoPartners();
    await expect(users.get(clipmaker, 'user-7')).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('keep their connection when upserted without one, and change it when given', async () => {
    const { users, clipmaker } = await twoPartners();
    await users.upsert(clipmaker, 'user-7', { connected: true });
    expect(await users.upsert(clipmaker, 'user-7', {})).toMatchObject({ connected: true });
    expect(await users.upsert(clipmaker, 'user-7', { connected: false })).toMatchObject({ connected: false });
  });

  it('refuse an invalid user id and an unknown partner', async () => {
    const { users, clipmaker } = await twoPartners();
    await expect(users.upsert(clipmaker, 'jane doe', {})).rejects.toMatchObject({
      kind: 'invalid-argument',
      violations: [{ key: 'userId' }],
    });
    await expect(users.upsert('no-such-partner', 'user-7', {})).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('have premium access while connected with a subscription that runs past now', async () => {
    const { users, clipmaker } = await twoPartners();
    await users.upsert(clipmaker, 'user-7', { connected: true });

    const subscribed = await users.setSubscription(clipmaker, 'user-7', {
      plan: 'pro',
      status: 'active',
      currentPeriodEnd: new Date('2026-12-31T23:59:59Z'),
    });

    expect(subscribed).toMatchObject({
      premiumAccess: true,
      subscription: { plan: 'pro', status: 'active', active: true, currentPeriodEnd: new Date('2026-12-31T23:59:59Z') },
    });
    const lapsed = await users.setSubscription(clipmaker, 'user-7', {
      plan: 'pro',
      status: 'active',
      currentPeriodEnd: new Date('2026-11-01T00:00:00Z'),
    });
    expect(lapsed).toMatchObject({ premiumAccess: false, subscription: { active: false } });
    expect(await users.setSubscription(clipmaker, 'user-7', undefined)).not.toHaveProperty('subscription');
  });

  it('need to be connected to subscribe', async () => {
    const { users, clipmaker } = await twoPartners();
    await users.upsert(clipmaker, 'user-7', {});
    await expect(users.setSubscription(clipmaker, 'user-7', { plan: 'pro', status: 'active' })).rejects.toMatchObject({
      kind: 'failed-precondition',
    });
  });

  it('lose premium access when they disconnect', async () => {
    const { users, clipmaker } = await twoPartners();
    await users.upsert(clipmaker, 'user-7', { connected: true });
    await users.setSubscription(clipmaker, 'user-7', { plan: 'pro', status: 'active' });
    expect(await users.upsert(clipmaker, 'user-7', { connected: false })).toMatchObject({
      premiumAccess: false,
      subscription: { active: true },
    });
  });

  it('are listed per partner in user id order, a page at a time', async () => {
    const { users, clipmaker, vlogster } = await twoPartners();
    for (const id of ['c', 'a', 'b']) await users.upsert(clipmaker, id, {});
    await users.upsert(vlogster, 'z', {});

    const page = await users.list(clipmaker, { limit: 2, offset: 0 });

    expect(page.total).toBe(3);
    expect(page.users.map((user) => user.id)).toEqual(['a', 'b']);
  });

  it('belong to one partner: the same id at another partner is another user, invisible to the first', async () => {
    const { users, clipmaker, vlogster } = await twoPartners();
    await users.upsert(clipmaker, 'user-7', { connected: true });

    await expect(users.get(vlogster, 'user-7')).rejects.toMatchObject({ kind: 'not-found' });
    expect((await users.list(vlogster, { limit: 50, offset: 0 })).total).toBe(0);
    await expect(users.setSubscription(vlogster, 'user-7', { plan: 'pro', status: 'active' })).rejects.toMatchObject({
      kind: 'not-found',
    });

    await users.upsert(vlogster, 'user-7', {});
    expect(await users.get(clipmaker, 'user-7')).toMatchObject({ connected: true });
    expect(await users.get(vlogster, 'user-7')).toMatchObject({ connected: false });
  });
});
