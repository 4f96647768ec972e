import { randomBytes } from 'node:crypto';
import { MemoryDocumentStore } from '@downbeat/platform';
import { ApiKeyRecords } from '../store/api-key-records';
import { AccessKeySecrets } from './access-key-secrets';
import { ApiKeys } from './api-keys';

async function apiKeys() {
  const store = new MemoryDocumentStore();
  await store.start();
  const records = new ApiKeyRecords(store);
  await records.ensureIndexes();
  return {
    store,
    keys: new ApiKeys(records, new AccessKeySecrets(randomBytes(32)), async (id) => id.startsWith('p-')),
  };
}

describe('partner API keys', () => {
  it('are issued once, work as their partner’s, and are stored only as a hash', async () => {
    const { store, keys } = await apiKeys();
    const { apiKey, key } = await keys.create('p-1', 'CI server');
    expect(key).toMatch(/^dbk_live_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({ partnerId: 'p-1', name: 'CI server', prefix: key.slice(0, 16) });
    await expect(keys.verify(key)).resolves.toEqual({ partnerId: 'p-1', apiKeyId: apiKey.id });
    const stored = await store.collection('api_keys').find({});
    expect(JSON.stringify(stored)).not.toContain(key.slice(16));
    expect(await keys.list('p-1')).toEqual([apiKey]);
    expect(await keys.list('p-2')).toEqual([]);
  });

  it('refuse an unknown, altered or foreign-looking key with the same 401', async () => {
    const { keys } = await apiKeys();
    const { key } = await keys.create('p-1', 'CI');
    for (const presented of [`${key.slice(0, -1)}x`, 'dbk_live_', 'eyJhbGciOi.x.y', ''])
      await expect(keys.verify(presented)).rejects.toMatchObject({
        kind: 'unauthenticated',
        message: 'Invalid credentials',
      });
  });

  it('rotate: the new key works and the old one stops at once; revoke: for good', async () => {
    const { keys } = await apiKeys();
    const { apiKey, key } = await keys.create('p-1', 'CI');
    const rotated = await keys.rotate('p-1', apiKey.id);
    expect(rotated.apiKey.id).toBe(apiKey.id);
    await expect(keys.verify(key)).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(keys.verify(rotated.key)).resolves.toMatchObject({ apiKeyId: apiKey.id });
    const revoked = await keys.revoke('p-1', apiKey.id);
    expect(revoked.revokedAt).toBeInstanceOf(Date);
    await expect(keys.verify(rotated.key)).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(keys.rotate('p-1', apiKey.id)).rejects.toMatchObject({ kind: 'failed-precondition' });
    await expect(keys.revoke('p-1', apiKey.id)).resolves.toMatchObject({ id: apiKey.id });
  });

  it('are the partner’s own: another partner can neither rotate nor revoke them', async () => {
    const { keys } = await apiKeys();
    const { apiKey, key } = await keys.create('p-1', 'CI');
    await expect(keys.rotate('p-2', apiKey.id)).rejects.toMatchObject({ kind: 'not-found' });
    await expect(keys.revoke('p-2', apiKey.id)).rejects.toMatchObject({ kind: 'not-found' });
    await expect(keys.verify(key)).resolves.toMatchObject({ partnerId: 'p-1' });
  });

  it('need a name and a known partner', async () => {
    const { keys } = await apiKeys();
    await expect(keys.create('p-1', ' ')).rejects.toMatchObject({
      kind: 'invalid-argument',
      violations: [{ key: 'name', messages: ['must be 1 to 200 characters'] }],
    });
    await expect(keys.create('unknown', 'CI')).rejects.toMatchObject({ kind: 'not-found' });
    // Listing too: an unknown partner (a mistyped id) is not a partner without keys.
    await expect(keys.list('p-1')).resolves.toEqual([]);
    await expect(keys.list('unknown')).rejects.toMatchObject({ kind: 'not-found' });
  });
});
