import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload, type KeyLike } from 'jose';
import { requireKind, TokenVerifier } from './token-verifier';

interface SigningKey {
  kid: string;
  privateKey: KeyLike;
  jwk: JWK;
}

async function signingKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' } };
}

function token(key: SigningKey, claims: JWTPayload, expiresIn = '1h', alg = 'ES256') {
  return new SignJWT(claims)
    .setProtectedHeader({ alg, kid: key.kid })
    .setIssuer('downbeat')
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key.privateKey);
}

const partnerClaims = { sub: 'p1', partner_id: 'p1', token_kind: 'partner' };

describe('TokenVerifier', () => {
  let key: SigningKey;
  let published: JWK[];
  let fetches: number;
  let verifier: TokenVerifier;

  beforeEach(async () => {
    key = await signingKey('k1');
    published = [key.jwk];
    fetches = 0;
    verifier = new TokenVerifier(async () => {
      fetches += 1;
      return { keys: published };
    }, 0);
  });

  it('accepts a valid partner token and a valid user token', async () => {
    await expect(verifier.verify(await token(key, partnerClaims))).resolves.toEqual({
      kind: 'partner',
      partnerId: 'p1',
    });
    const userToken = await token(key, { sub: 'u9', partner_id: 'p1', token_kind: 'user' });
    await expect(verifier.verify(userToken)).resolves.toEqual({ kind: 'user', partnerId: 'p1', userId: 'u9' });
  });

  it('rejects an expired token, saying it expired', async () => {
    const expired = await token(key, partnerClaims, '-1s');
    await expect(verifier.verify(expired)).rejects.toMatchObject({
      kind: 'unauthenticated',
      message: 'Invalid credentials: the access token has expired',
    });
  });

  it('rejects a tampered token', async () => {
    const [header, payload, signature] = (await token(key, partnerClaims)).split('.');
    const forged = Buffer.from(JSON.stringify({ ...partnerClaims, partner_id: 'someone-else' })).toString('base64url');
    await expect(verifier.verify(`${header}.${forged}.${signature}`)).rejects.toMatchObject({
      kind: 'unauthenticated',
    });
    expect(payload).toBeDefined();
  });

  it('rejects an unsigned (alg none) token and a token signed by someone else', async () => {
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', kid: 'k1' })).toString('base64url')}.${Buffer.from(
      JSON.stringify({ ...partnerClaims, iss: 'downbeat', exp: Math.floor(Date.now() / 1000) + 60 }),
    ).toString('base64url')}.`;
    await expect(verifier.verify(none)).rejects.toMatchObject({ kind: 'unauthenticated' });

    const stranger = await signingKey('k1');
    await expect(verifier.verify(await token(stranger, partnerClaims))).rejects.toMatchObject({
      kind: 'unauthenticated',
    });
  });

  it('rejects a token without a partner or with an unknown kind', async () => {
    await expect(verifier.verify(await token(key, { sub: 'p1', token_kind: 'partner' }))).rejects.toMatchObject({
      kind: 'unauthenticated',
    });
    await expect(verifier.verify(await token(key, { ...partnerClaims, token_kind: 'admin' }))).rejects.toMatchObject({
      kind: 'unauthenticated',
    });
  });

  it('fetches keys again when a token names a key rotated in since the last fetch', async () => {
    await verifier.verify(await token(key, partnerClaims));
    const rotated = await signingKey('k2');
    published = [rotated.jwk, key.jwk];

    await expect(verifier.verify(await token(rotated, partnerClaims))).resolves.toMatchObject({ partnerId: 'p1' });
    expect(fetches).toBe(2);
  });
});

describe('requireKind', () => {
  it('answers 403 naming the kind of token the operation needs', () => {
    expect(() => requireKind({ kind: 'user', partnerId: 'p1', userId: 'u1' }, ['partner'])).toThrow(
      expect.objectContaining({ kind: 'forbidden', message: 'This operation requires a partner token' }),
    );
    expect(() => requireKind({ kind: 'partner', partnerId: 'p1' }, ['partner', 'user'])).not.toThrow();
  });
});
