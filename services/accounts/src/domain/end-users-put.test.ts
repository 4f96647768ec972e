import { randomBytes } from 'node:crypto';
import { MemoryDocumentStore } from '@downbeat/platform';
import { EndUsers } from './end-users';
import { AccessKeySecrets } from './access-key-secrets';
import { Partners } from './partners';
import { PartnerRecords } from '../store/partner-records';
import { EndUserRecords } from '../store/end-user-records';

async function partnerWithUsers(now = () => new Date('2026-11-21T12:00:00Z')) {
  const store = new MemoryDocumentStore();
  await store.start();
  const partners = new Partners(new PartnerRecords(store), new AccessKeySecrets(randomBytes(32)));
  const records = new EndUserRecords(store);
  await records.ensureIndexes();
  const users = new EndUsers(records, partners, now);
  const { partner } = await partners.create({ name: 'Clipmaker' });
  const { partner: other } = await partners.create({ name: 'Vlogster' });
  return { users, partnerId: partner.id, otherId: other.id };
}

const untilNewYear = { plan: 'pro', status: 'active' as const, currentPeriodEnd: new Date('2027-01-01T00:00:00Z') };

describe('putting an end user (PUT /v0/partner/users/{userId})', () => {
  it('creates a connected user with a subscription in one call, and says it created it', async () => {
    const { users, partnerId } = await partnerWithUsers();
    const { user, created } = await users.put(partnerId, 'user-7', { connected: true, subscription: untilNewYear });
    expect(created).toBe(true);
    expect(user).toMatchObject({
      id: 'user-7',
      connected: true,
      premiumAccess: true,
      subscription: { plan: 'pro', status: 'active', active: true, currentPeriodEnd: untilNewYear.currentPeriodEnd },
    });
  });

  it('replaces the whole state: a put without a subscription ends it', async () => {
    const { users, partnerId } = await partnerWithUsers();
    await users.put(partnerId, 'user-7', { connected: true, subscription: untilNewYear });
    const { user, created } = await users.put(partnerId, 'user-7', { connected: true });
    expect(created).toBe(false);
    expect(user.subscription).toBeUndefined();
    expect(user.premiumAccess).toBe(false);
  });

  it('keeps the first sighting time of a user the partner already had', async () => {
    const { users, partnerId } = await partnerWithUsers();
    await users.recordSighting(partnerId, 'user-7');
    const { user, created } = await users.put(partnerId, 'user-7', { connected: true });
    expect(created).toBe(false);
    expect(user.createdAt).toEqual(new Date('2026-11-21T12:00:00Z'));
  });

  it('names the subscription when it is given to a user who is not connected', async () => {
    const { users, partnerId } = await partnerWithUsers();
    await expect(
      users.put(partnerId, 'user-7', { connected: false, subscription: untilNewYear }),
    ).rejects.toMatchObject({
      kind: 'invalid-argument',
      violations: [{ key: 'subscription' }],
    });
    await expect(users.get(partnerId, 'user-7')).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('gives an unnamed plan the default plan and refuses an over-long one', async () => {
    const { users, partnerId } = await partnerWithUsers();
    const { user } = await users.put(partnerId, 'user-7', {
      connected: true,
      subscription: { plan: ' ', status: 'active' },
    });
    expect(user.subscription).toMatchObject({ plan: 'premium', active: true });
    await expect(
      users.put(partnerId, 'user-7', { connected: true, subscription: { plan: 'x'.repeat(101), status: 'active' } }),
    ).rejects.toMatchObject({ violations: [{ key: 'subscription.plan' }] });
  });

  it('keeps partners apart: the same user id of another partner is another user', async () => {
    const { users, partnerId, otherId } = await partnerWithUsers();
    await users.put(partnerId, 'user-7', { connected: true, subscription: untilNewYear });
    const { user, created } = await users.put(otherId, 'user-7', { connected: false });
    expect(created).toBe(true);
    expect(user.connected).toBe(false);
    expect((await users.get(partnerId, 'user-7')).premiumAccess).toBe(true);
  });

  it('refuses a malformed user id and an unknown partner', async () => {
    const { users, partnerId } = await partnerWithUsers();
    await expect(users.put(partnerId, 'not an id!', { connected: true })).rejects.toMatchObject({
      violations: [{ key: 'userId' }],
    });
    await expect(users.put('no-such-partner', 'user-7', { connected: true })).rejects.toMatchObject({
      kind: 'not-found',
    });
  });
});
