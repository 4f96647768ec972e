import { randomBytes, scryptSync } from 'node:crypto';
import { MemoryDocumentStore } from '@downbeat/platform';
import { AccessKeySecrets } from './access-key-secrets';
import { Partners } from './partners';
import { PartnerRecords } from '../store/partner-records';

async function partnersWithOne() {
  const store = new MemoryDocumentStore();
  await store.start();
  const records = new PartnerRecords(store);
  await records.ensureIndexes();
  const partners = new Partners(records, new AccessKeySecrets(randomBytes(32)));
  const partner = await partners.upsertWithCredentials({
    name: 'Clipmaker',
    accessKeyId: 'clipmaker-key',
    accessKeySecret: 'clipmaker-secret-123',
  });
  return { store, partners, partner };
}

describe('Partners', () => {
  it('authenticates a partner by access key id and secret', async () => {
    const { partners, partner } = await partnersWithOne();
    await expect(partners.authenticate('clipmaker-key', 'clipmaker-secret-123')).resolves.toEqual(partner);
  });

  it('answers the same 401 for an unknown key, a wrong secret and a disabled partner', async () => {
    const { store, partners, partner } = await partnersWithOne();
    await expect(partners.authenticate('unknown-key', 'clipmaker-secret-123')).rejects.toMatchObject({
      kind: 'unauthenticated',
      message: 'Invalid credentials',
    });
    await expect(partners.authenticate('clipmaker-key', 'wrong')).rejects.toMatchObject({ kind: 'unauthenticated' });

    await store.collection('partners').updateOne({ _id: partner.id }, { $set: { status: 'disabled' } });
    await expect(partners.authenticate('clipmaker-key', 'clipmaker-secret-123')).rejects.toMatchObject({
      kind: 'unauthenticated',
    });
  });

  it('names missing credentials as invalid arguments', async () => {
    const { partners } = await partnersWithOne();
    await expect(partners.authenticate('', '')).rejects.toMatchObject({
      kind: 'invalid-argument',
      violations: [
        { key: 'accessKeyId', messages: ['is required'] },
        { key: 'accessKeySecret', messages: ['is required'] },
      ],
    });
  });

  it('stores only a hash of the secret', async () => {
    const { store, partner } = await partnersWithOne();
    const stored = await store.collection('partners').findOne({ _id: partner.id });
    expect(JSON.stringify(stored)).not.toContain('clipmaker-secret-123');
  });

  it('keeps the partner id when the demo partner is seeded again, and follows a new secret', async () => {
    const { partners, partner } = await partnersWithOne();
    const again = await partners.upsertWithCredentials({
      name: 'Clipmaker',
      accessKeyId: 'clipmaker-key',
      accessKeySecret: 'a-brand-new-secret-456',
    });
    expect(again.id).toBe(partner.id);
    await expect(partners.authenticate('clipmaker-key', 'clipmaker-secret-123')).rejects.toMatchObject({
      kind: 'unauthenticated',
    });
    await expect(partners.authenticate('clipmaker-key', 'a-brand-new-secret-456')).resolves.toMatchObject({
      id: partner.id,
    });
  });
});

describe('failed partner logins', () => {
  it('are limited per client: the 11th failure within a minute is a 429 with the wait, the secret unchecked', async () => {
    const { partners } = await partnersWithOne();
    for (let attempt = 0; attempt < 10; attempt += 1)
      await expect(partners.authenticate('clipmaker-key', `wrong-${attempt}`, '203.0.113.7')).rejects.toMatchObject({
        kind: 'unauthenticated',
      });
    await expect(partners.authenticate('clipmaker-key', 'clipmaker-secret-123', '203.0.113.7')).rejects.toMatchObject({
      kind: 'resource-exhausted',
      retryAfterSeconds: 60,
    });
    await expect(partners.authenticate('clipmaker-key', 'clipmaker-secret-123', '198.51.100.1')).resolves.toMatchObject(
      { accessKeyId: 'clipmaker-key' },
    );
  });

  it('are limited per key id, except for a client that logged in with it before', async () => {
    const { partners } = await partnersWithOne();
    await partners.authenticate('clipmaker-key', 'clipmaker-secret-123', '192.0.2.10');
    for (let attempt = 0; attempt < 30; attempt += 1)
      await partners.authenticate('clipmaker-key', 'wrong', `10.0.${attempt}.1`).catch(() => undefined);
    await expect(partners.authenticate('clipmaker-key', 'clipmaker-secret-123', '10.9.9.9')).rejects.toMatchObject({
      kind: 'resource-exhausted',
    });
    await expect(partners.authenticate('clipmaker-key', 'clipmaker-secret-123', '192.0.2.10')).resolves.toMatchObject({
      accessKeyId: 'clipmaker-key',
    });
  });

  it('replace a hash of the old scheme (scrypt) on the first login that matches it', async () => {
    const { store, partners, partner } = await partnersWithOne();
    const salt = randomBytes(16);
    const legacy = ['scrypt', 2 ** 14, 8, 1, salt.toString('base64')]
      .concat(scryptSync('clipmaker-secret-123', salt, 32, { N: 2 ** 14, r: 8, p: 1 }).toString('base64'))
      .join('$');
    await store.collection('partners').updateOne({ _id: partner.id }, { $set: { secretHash: legacy } });

    await expect(partners.authenticate('clipmaker-key', 'clipmaker-secret-123')).resolves.toMatchObject({
      id: partner.id,
    });
    const stored = await store.collection<{ _id: string; secretHash: string }>('partners').findOne({ _id: partner.id });
    expect(stored?.secretHash).toMatch(/^hmac-sha256\$[0-9a-f]{8}\$/);
    await expect(partners.authenticate('clipmaker-key', 'clipmaker-secret-123')).resolves.toMatchObject({
      id: partner.id,
    });
  });
});

describe('partner lifecycle', () => {
  async function emptyPartners() {
    const store = new MemoryDocumentStore();
    await store.start();
    return new Partners(new PartnerRecords(store), new AccessKeySecrets(randomBytes(32)));
  }

  it('creates a partner with a strong random secret that works once shown and is never stored', async () => {
    const partners = await emptyPartners();
    const { partner, credentials } = await partners.create({ name: 'Clipmaker' });

    expect(credentials.accessKeyId).toMatch(/^dbk_[0-9a-f]{20}$/);
    expect(Buffer.from(credentials.accessKeySecret, 'base64url')).toHaveLength(32);
    expect(partner).toMatchObject({ name: 'Clipmaker', status: 'active', accessKeyId: credentials.accessKeyId });
    await expect(partners.authenticate(credentials.accessKeyId, credentials.accessKeySecret)).resolves.toMatchObject({
      id: partner.id,
    });
    expect(JSON.stringify(await partners.get(partner.id))).not.toContain(credentials.accessKeySecret);
  });

  it('gives every partner its own access key and secret', async () => {
    const partners = await emptyPartners();
    const [first, second] = await Promise.all([partners.create({ name: 'A' }), partners.create({ name: 'B' })]);
    expect(first.credentials.accessKeyId).not.toBe(second.credentials.accessKeyId);
    expect(first.credentials.accessKeySecret).not.toBe(second.credentials.accessKeySecret);
  });

  it('refuses a blank name, naming the field', async () => {
    const partners = await emptyPartners();
    await expect(partners.create({ name: '  ' })).rejects.toMatchObject({
      kind: 'invalid-argument',
      violations: [{ key: 'name', messages: ['must be 1 to 200 characters'] }],
    });
  });

  it('lists partners in creation order, a page at a time, with the total', async () => {
    const partners = await emptyPartners();
    for (const name of ['A', 'B', 'C']) await partners.create({ name });

    const page = await partners.list({ limit: 2, offset: 1 });

    expect(page.total).toBe(3);
    expect(page.partners.map((partner) => partner.name)).toEqual(['B', 'C']);
  });

  it('rotates the secret: the new one works and the old one stops at once', async () => {
    const partners = await emptyPartners();
    const { partner, credentials } = await partners.create({ name: 'Clipmaker' });

    const rotated = await partners.rotateSecret(partner.id);

    expect(rotated.accessKeyId).toBe(credentials.accessKeyId);
    expect(rotated.accessKeySecret).not.toBe(credentials.accessKeySecret);
    await expect(partners.authenticate(credentials.accessKeyId, credentials.accessKeySecret)).rejects.toMatchObject({
      kind: 'unauthenticated',
    });
    await expect(partners.authenticate(rotated.accessKeyId, rotated.accessKeySecret)).resolves.toMatchObject({
      id: partner.id,
    });
  });

  it('disables a partner (no more tokens, status visible in its settings) and enables it again', async () => {
    const partners = await emptyPartners();
    const { partner, credentials } = await partners.create({ name: 'Clipmaker' });

    await partners.setStatus(partner.id, 'disabled');
    expect(await partners.settings(partner.id)).toMatchObject({ status: 'disabled' });
    expect(await partners.findActive(partner.id)).toBeNull();
    await expect(partners.authenticate(credentials.accessKeyId, credentials.accessKeySecret)).rejects.toMatchObject({
      kind: 'unauthenticated',
    });

    await partners.setStatus(partner.id, 'active');
    await expect(partners.authenticate(credentials.accessKeyId, credentials.accessKeySecret)).resolves.toBeDefined();
  });

  it('answers NOT_FOUND for an unknown partner, whatever is asked', async () => {
    const partners = await emptyPartners();
    const unknown = 'no-such-partner';
    for (const attempt of [
      partners.get(unknown),
      partners.settings(unknown),
      partners.rotateSecret(unknown),
      partners.setStatus(unknown, 'disabled'),
      partners.setFreeTierCollections(unknown, ['c1']),
      partners.setRateLimit(unknown, undefined),
      partners.setAllowedOrigins(unknown, []),
    ]) {
      await expect(attempt).rejects.toMatchObject({ kind: 'not-found', message: 'Partner was not found' });
    }
  });
});

describe('partner settings', () => {
  async function onePartner() {
    const store = new MemoryDocumentStore();
    await store.start();
    const partners = new Partners(new PartnerRecords(store), new AccessKeySecrets(randomBytes(32)));
    const { partner } = await partners.create({ name: 'Clipmaker' });
    return { partners, partnerId: partner.id };
  }

  it('start with no free-tier choice, the default rate limit and no allowed origins', async () => {
    const { partners, partnerId } = await onePartner();
    expect(await partners.settings(partnerId)).toEqual({
      partnerId,
      status: 'active',
      freeTierCollectionIds: [],
      rateLimit: { requestsPerSecond: 50, burst: 100 },
      allowedOrigins: [],
    });
  });

  it('keep the free-tier collections in the chosen order, and forget the choice when emptied', async () => {
    const { partners, partnerId } = await onePartner();
    await partners.setFreeTierCollections(partnerId, ['epic', 'chill']);
    expect((await partners.settings(partnerId)).freeTierCollectionIds).toEqual(['epic', 'chill']);
    await partners.setFreeTierCollections(partnerId, []);
    expect((await partners.settings(partnerId)).freeTierCollectionIds).toEqual([]);
  });

  it('take a rate limit of the partner’s own, and go back to the defaults when it is removed', async () => {
    const { partners, partnerId } = await onePartner();
    await partners.setRateLimit(partnerId, { requestsPerSecond: 5, burst: 10 });
    expect((await partners.settings(partnerId)).rateLimit).toEqual({ requestsPerSecond: 5, burst: 10 });
    await partners.setRateLimit(partnerId, undefined);
    expect((await partners.settings(partnerId)).rateLimit).toEqual({ requestsPerSecond: 50, burst: 100 });
  });

  it('store allowed origins and refuse malformed ones without changing anything', async () => {
    const { partners, partnerId } = await onePartner();
    await partners.setAllowedOrigins(partnerId, ['https://app.example.com']);
    await expect(partners.setAllowedOrigins(partnerId, ['https://app.example.com/path'])).rejects.toMatchObject({
      kind: 'invalid-argument',
      violations: [{ key: 'origins' }],
    });
    expect((await partners.settings(partnerId)).allowedOrigins).toEqual(['https://app.example.com']);
  });

  it('are kept when the demo partner is seeded again', async () => {
    const store = new MemoryDocumentStore();
    await store.start();
    const partners = new Partners(new PartnerRecords(store), new AccessKeySecrets(randomBytes(32)));
    const demo = { name: 'Demo', accessKeyId: 'demo-partner', accessKeySecret: 'downbeat-demo-secret' };
    const partner = await partners.upsertWithCredentials(demo);
    await partners.setFreeTierCollections(partner.id, ['chill']);

    await partners.upsertWithCredentials({ ...demo, accessKeySecret: 'another-demo-secret-1' });

    expect((await partners.settings(partner.id)).freeTierCollectionIds).toEqual(['chill']);
  });
});
