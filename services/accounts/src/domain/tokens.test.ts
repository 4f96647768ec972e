import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { keyDirectory } from '../adapters/key-directory';
import { keyIdTime, KeyRing, newKeyId } from './signing-keys';
import { issueToken, PARTNER_TOKEN_SECONDS, USER_TOKEN_SECONDS } from './tokens';

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

    await keys.rotate(files);
    const newToken = (await issueToken(keys, { kind: 'partner', partnerId: 'p1', subject: 'p1' })).accessToken;

    expect(decodeProtectedHeader(newToken).kid).not.toBe(oldKid);
    const published = createLocalJWKSet({ keys: keys.publicKeys });
    await expect(jwtVerify(oldToken, published)).resolves.toBeDefined();
    await expect(jwtVerify(newToken, published)).resolves.toBeDefined();
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
