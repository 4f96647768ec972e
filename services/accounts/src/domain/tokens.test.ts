import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { MemoryDocumentStore } from '@downbeat/platform';
import { keyDirectory } from '../adapters/key-directory';
import { EndUsers } from './end-users';
import { AccessKeySecrets } from './access-key-secrets';
import { Partners } from './partners';
import { keyIdTime, KeyRing, newKeyId } from './signing-keys';
import { issueToken, issueUserToken, PARTNER_TOKEN_SECONDS, USER_TOKEN_SECONDS } from './tokens';
import { PartnerRecords } from '../store/partner-records';
import { EndUserRecords } from '../store/end-user-records';

const freshKeyDirectory = () => keyDirectory(mkdtempSync(path.join(tmpdir(), 'downbeat-keys-')));

describe('token issuing', () => {
  it('signs a partner token that verifies with the published keys and carries its claims', async () => {
    const keys = await KeyRing.load(freshKeyDirectory());
    const now = new Date();
    const { accessToken, expiresInSeconds } = await issueToken(
      keys,
      { kind: 'partner', partnerId: 'p1', subject: 'p1' },
      now,
    );

    const { payload } = await jwtVerify(accessToken, createLocalJWKSet({ keys: keys.publicKeys }), {
      issuer: 'downbeat',
    });
    expect(payload).toMatchObject({ sub: 'p1', partner_id: 'p1', token_kind: 'partner' });
    expect(payload.exp! - payload.iat!).toBe(PARTNER_TOKEN_SECONDS);
    expect(expiresInSeconds).toBe(60 * 60);
    expect(decodeProtectedHeader(accessToken)).toMatchObject({ alg: 'ES256', kid: keys.current.kid });
  });

  it('gives user tokens a 15 minute lifetime', async () => {
    const keys = await KeyRing.load(freshKeyDirectory());
    const { expiresInSeconds } = await issueToken(keys, { kind: 'user', partnerId: 'p1', subject: 'user-7' });
    expect(expiresInSeconds).toBe(USER_TOKEN_SECONDS);
    expect(USER_TOKEN_SECONDS).toBe(15 * 60);
  });

  it('publishes only public key material', async () => {
    const keys = await KeyRing.load(freshKeyDirectory());
    expect(keys.publicKeys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(keys.publicKeys[0]).not.toHaveProperty('d');
  });
});

describe('user tokens', () => {
  async function issuer() {
    const store = new MemoryDocumentStore();
    await store.start();
    const partners = new Partners(new PartnerRecords(store), new AccessKeySecrets(randomBytes(32)));
    const users = new EndUsers(new EndUserRecords(store), partners);
    const keys = await KeyRing.load(freshKeyDirectory());
    const { partner } = await partners.create({ name: 'Clipmaker' });
    return { partners, users, keys, partnerId: partner.id };
  }

  it('carry the end user as subject, and record the user on first sight', async () => {
    const { partners, users, keys, partnerId } = await issuer();

    const { accessToken } = await issueUserToken({ partners, users, keys }, { partnerId, userId: 'user-7' });

    const { payload } = await jwtVerify(accessToken, createLocalJWKSet({ keys: keys.publicKeys }));
    expect(payload).toMatchObject({ sub: 'user-7', partner_id: partnerId, token_kind: 'user' });
    expect(payload.exp! - payload.iat!).toBe(15 * 60);
    expect(await users.get(partnerId, 'user-7')).toMatchObject({ id: 'user-7', connected: false });
  });

  it('refuse a user id the specification does not allow, naming userId', async () => {
    const { partners, users, keys, partnerId } = await issuer();
    await expect(
      issueUserToken({ partners, users, keys }, { partnerId, userId: 'jane@example.com' }),
    ).rejects.toMatchObject({ kind: 'invalid-argument', violations: [{ key: 'userId' }] });
  });

  it('are refused to a disabled or unknown partner', async () => {
    const { partners, users, keys, partnerId } = await issuer();
    await partners.setStatus(partnerId, 'disabled');
    await expect(issueUserToken({ partners, users, keys }, { partnerId, userId: 'user-7' })).rejects.toMatchObject({
      kind: 'unauthenticated',
    });
    await expect(
      issueUserToken({ partners, users, keys }, { partnerId: 'no-such-partner', userId: 'user-7' }),
    ).rejects.toMatchObject({ kind: 'unauthenticated' });
  });
});

describe('KeyRing', () => {
  it('reuses the stored key after a restart, so issued tokens stay valid', async () => {
    const files = freshKeyDirectory();
    const before = await KeyRing.load(files);
    const token = (await issueToken(before, { kind: 'partner', partnerId: 'p1', subject: 'p1' })).accessToken;

    const after = await KeyRing.load(files);

    expect(after.current.kid).toBe(before.current.kid);
    await expect(jwtVerify(token, createLocalJWKSet({ keys: after.publicKeys }))).resolves.toBeDefined();
  });

  it('signs with the new key after rotation and still publishes the old one', async () => {
    const files = freshKeyDirectory();
    const keys = await KeyRing.load(files);
    const oldToken = (await issueToken(keys, { kind: 'partner', partnerId: 'p1', subject: 'p1' })).accessToken;
    const oldKid = keys.current.kid;

    await keys.rotate();
    const newToken = (await issueToken(keys, { kind: 'partner', partnerId: 'p1', subject: 'p1' })).accessToken;

    expect(decodeProtectedHeader(newToken).kid).not.toBe(oldKid);
    const published = createLocalJWKSet({ keys: keys.publicKeys });
    await expect(jwtVerify(oldToken, published)).resolves.toBeDefined();
    await expect(jwtVerify(newToken, published)).resolves.toBeDefined();
  });
});

describe('signing key retirement', () => {
  const at = (iso: string) => new Date(iso);

  it('keeps publishing a replaced key for the longest token lifetime, then retires it on the next rotation', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'downbeat-keys-'));
    const files = keyDirectory(directory);
    let now = at('2026-11-21T10:00:00Z');
    const keys = await KeyRing.load(files, () => now);
    const first = keys.current.kid;

    now = at('2026-11-21T10:29:00Z');
    const lastTokenOfFirstKey = (await issueToken(keys, { kind: 'partner', partnerId: 'p1', subject: 'p1' }, now))
      .accessToken;
    now = at('2026-11-21T10:30:00Z');
    const second = (await keys.rotate()).key.kid;
    now = at('2026-11-21T11:15:00Z');
    // That partner token lives until 11:29, so the first key is still published.
    expect(keys.publicKeys.map((key) => key.kid)).toEqual([second, first]);
    await expect(
      jwtVerify(lastTokenOfFirstKey, createLocalJWKSet({ keys: keys.publicKeys }), { currentDate: now }),
    ).resolves.toBeDefined();

    now = at('2026-11-21T11:45:00Z');
    const third = await keys.rotate();

    expect(third.retired).toEqual([first]);
    expect(keys.publicKeys.map((key) => key.kid)).toEqual([third.key.kid, second]);
    expect(readdirSync(directory).sort()).toEqual([`${second}.pem`, `${third.key.kid}.pem`].sort());
  });

  it('stops publishing a key once its tokens have expired, even before the next rotation', async () => {
    let now = at('2026-11-21T10:00:00Z');
    const keys = await KeyRing.load(freshKeyDirectory(), () => now);
    const first = keys.current.kid;
    now = at('2026-11-21T10:05:00Z');
    await keys.rotate();

    now = at('2026-11-21T11:10:00Z');

    expect(keys.publicKeys.map((key) => key.kid)).not.toContain(first);
    expect(keys.publicKeys).toHaveLength(1);
  });

  it('picks up a key another replica wrote to the shared directory within the refresh interval', async () => {
    const files = freshKeyDirectory();
    let now = at('2026-11-21T10:00:00Z');
    const here = await KeyRing.load(files, () => now);
    const there = await KeyRing.load(files, () => now);
    now = at('2026-11-21T10:01:00Z');
    const rotated = (await there.rotate()).key.kid;

    now = at('2026-11-21T10:01:00Z');
    await here.refreshIfStale();

    expect(here.current.kid).toBe(rotated);
  });
});

describe('key ids', () => {
  it('carry their creation time, so the newest key is known without file times', () => {
    const created = new Date('2026-11-21T10:55:07.123Z');
    const kid = newKeyId(created);
    expect(kid).toMatch(/^20261121T105507Z-[0-9a-f]{8}$/);
    expect(keyIdTime(kid)).toEqual(new Date('2026-11-21T10:55:07Z'));
    expect(keyIdTime('operator-made-key')).toBeUndefined();
  });
});
