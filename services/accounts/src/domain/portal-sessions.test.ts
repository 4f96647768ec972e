import { randomBytes } from 'node:crypto';
import { MemoryDocumentStore } from '@downbeat/platform';
import { PortalSessionRecords } from '../store/portal-session-records';
import { AccessKeySecrets } from './access-key-secrets';
import { Partners } from './partners';
import { PortalSessions, rotateSecretEndingSessions } from './portal-sessions';
import { PartnerRecords } from '../store/partner-records';

async function portal(start = new Date('2026-11-21T08:00:00Z')) {
  const store = new MemoryDocumentStore();
  await store.start();
  const records = new PartnerRecords(store);
  await records.ensureIndexes();
  const partners = new Partners(records, new AccessKeySecrets(randomBytes(32)));
  const clock = { now: start };
  const sessions = new PortalSessions(new PortalSessionRecords(store), partners, () => clock.now);
  const partner = await partners.upsertWithCredentials({
    name: 'Clipmaker',
    accessKeyId: 'clipmaker-key',
    accessKeySecret: 'clipmaker-secret-123',
  });
  return { store, partners, sessions, partner, clock };
}

describe('developer portal sessions', () => {
  it('are opened with the access key and lead back to the partner for 8 hours', async () => {
    const { sessions, partner, clock } = await portal();
    const opened = await sessions.open('clipmaker-key', 'clipmaker-secret-123');
    expect(opened.partnerId).toBe(partner.id);
    expect(opened.expiresAt).toEqual(new Date('2026-11-21T16:00:00Z'));
    expect(opened.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    clock.now = new Date('2026-11-21T15:59:59Z');
    await expect(sessions.get(opened.token)).resolves.toEqual({ partnerId: partner.id, expiresAt: opened.expiresAt });
    clock.now = new Date('2026-11-21T16:00:00Z');
    await expect(sessions.get(opened.token)).rejects.toMatchObject({ kind: 'unauthenticated' });
  });

  it('are refused with a wrong secret, as partner tokens are', async () => {
    const { sessions } = await portal();
    await expect(sessions.open('clipmaker-key', 'wrong-secret')).rejects.toMatchObject({
      kind: 'unauthenticated',
      message: 'Invalid credentials',
    });
  });

  it('store only a hash of the token', async () => {
    const { store, sessions } = await portal();
    const { token } = await sessions.open('clipmaker-key', 'clipmaker-secret-123');
    const stored = await store.collection('portal_sessions').find({});
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('end when closed (sign-out), and closing again is no error', async () => {
    const { sessions } = await portal();
    const { token } = await sessions.open('clipmaker-key', 'clipmaker-secret-123');
    await sessions.close(token);
    await expect(sessions.get(token)).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(sessions.close(token)).resolves.toBeUndefined();
  });

  it('stop working while the partner is disabled', async () => {
    const { partners, sessions, partner } = await portal();
    const { token } = await sessions.open('clipmaker-key', 'clipmaker-secret-123');
    await partners.setStatus(partner.id, 'disabled');
    await expect(sessions.get(token)).rejects.toMatchObject({ kind: 'unauthenticated' });
    await partners.setStatus(partner.id, 'active');
    await expect(sessions.get(token)).resolves.toMatchObject({ partnerId: partner.id });
  });

  it('all end when the secret is rotated, and the new secret opens a new one', async () => {
    const { partners, sessions, partner } = await portal();
    const first = await sessions.open('clipmaker-key', 'clipmaker-secret-123');
    const second = await sessions.open('clipmaker-key', 'clipmaker-secret-123');
    const credentials = await rotateSecretEndingSessions(partner.id, (id) => partners.rotateSecret(id), sessions);
    await expect(sessions.get(first.token)).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(sessions.get(second.token)).rejects.toMatchObject({ kind: 'unauthenticated' });
    const fresh = await sessions.open(credentials.accessKeyId, credentials.accessKeySecret);
    await expect(sessions.get(fresh.token)).resolves.toMatchObject({ partnerId: partner.id });
  });

  it('sweep the partner’s expired sessions at the next sign-in', async () => {
    const { store, sessions, clock } = await portal();
    await sessions.open('clipmaker-key', 'clipmaker-secret-123');
    clock.now = new Date('2026-11-22T08:00:00Z');
    await sessions.open('clipmaker-key', 'clipmaker-secret-123');
    expect(await store.collection('portal_sessions').count({})).toBe(1);
  });

  it('name an empty token as a bad request', async () => {
    const { sessions } = await portal();
    await expect(sessions.get('')).rejects.toMatchObject({ kind: 'invalid-argument' });
  });
});
