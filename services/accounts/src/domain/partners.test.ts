import { MemoryDocumentStore } from '@downbeat/platform';
import { Partners } from './partners';

async function partnersWithOne() {
  const store = new MemoryDocumentStore();
  await store.start();
  const partners = new Partners(store);
  await partners.ensureIndexes();
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
