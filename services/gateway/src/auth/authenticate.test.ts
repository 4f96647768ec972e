import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload, type KeyLike } from 'jose';
import type { accounts } from '@downbeat/contracts';
import { createLogger, notFound } from '@downbeat/platform';
import { errorResponder } from '../http/problem';
import { RateLimits } from '../rate-limit/rate-limits';
import { authenticate, callerOf } from './authenticate';
import { PartnerDirectory } from './partner-directory';
import { TOKEN_ISSUER, TokenVerifier } from './token-verifier';

const logger = createLogger({ service: 'gateway-test', level: 'silent' });

interface Partner {
  status: accounts.PartnerStatus__Output;
  rateLimit?: { requestsPerSecond: number; burst: number };
  allowedOrigins?: string[];
}

/** Real ES256 tokens against the authenticate middleware in a real Express app. */
describe('authenticate', () => {
  let privateKey: KeyLike;
  let jwk: JWK;
  let server: Server;
  let url: string;
  const partners = new Map<string, Partner>();

  const sign = (claims: JWTPayload, options: { expiresIn?: string; key?: KeyLike } = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(options.key ?? privateKey);
  const partnerToken = (partnerId = 'p1') => sign({ sub: partnerId, partner_id: partnerId, token_kind: 'partner' });
  const userToken = (partnerId = 'p1') => sign({ sub: 'u1', partner_id: partnerId, token_kind: 'user' });

  const get = (token?: string, headers: Record<string, string> = {}) =>
    fetch(`${url}/user-only`, { headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256');
    privateKey = pair.privateKey;
    jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' };
    const gate = {
      verifier: new TokenVerifier(async () => ({ keys: [jwk] })),
      limits: new RateLimits({ ratePerSecond: 1000, burst: 1000 }),
      partners: new PartnerDirectory({
        fetchSettings: async (partnerId) => {
          const partner = partners.get(partnerId);
          if (!partner) throw notFound('Partner was not found');
          return {
            partnerId,
            freeTierCollectionIds: [],
            status: partner.status,
            allowedOrigins: partner.allowedOrigins ?? [],
            ...(partner.rateLimit ? { rateLimit: partner.rateLimit } : {}),
          };
        },
        defaultRateLimit: { ratePerSecond: 50, burst: 100 },
        ttlMs: 0,
        logger,
      }),
    };
    const app = express();
    app.get('/user-only', authenticate(gate, ['user']), (_request, response) => {
      response.json(callerOf(response));
    });
    app.use(errorResponder(logger));
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  beforeEach(() => {
    partners.clear();
    partners.set('p1', { status: 'PARTNER_STATUS_ACTIVE' });
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('lets a valid token of the right kind through, naming the caller', async () => {
    const response = await get(await userToken());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ kind: 'user', partnerId: 'p1', userId: 'u1' });
  });

  it.each([
    ['no token', async () => undefined],
    ['a token that is not a JWT', async () => 'not.a.jwt'],
    [
      'a tampered token',
      async () => {
        const [header, , signature] = (await userToken()).split('.');
        const forged = Buffer.from(JSON.stringify({ sub: 'u1', partner_id: 'p2', token_kind: 'user' })).toString(
          'base64url',
        );
        return `${header}.${forged}.${signature}`;
      },
    ],
    [
      'an HS256 token signed with the public key as secret',
      async () =>
        new SignJWT({ sub: 'u1', partner_id: 'p1', token_kind: 'user' })
          .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
          .setIssuer(TOKEN_ISSUER)
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode(JSON.stringify(jwk))),
    ],
    [
      'an unsigned (alg none) token',
      async () => {
        const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
        const exp = Math.floor(Date.now() / 1000) + 60;
        return `${encode({ alg: 'none', kid: 'k1' })}.${encode({ sub: 'u1', partner_id: 'p1', token_kind: 'user', iss: TOKEN_ISSUER, exp })}.`;
      },
    ],
    [
      'a token signed by a stranger’s key with our kid',
      async () =>
        sign({ sub: 'u1', partner_id: 'p1', token_kind: 'user' }, { key: (await generateKeyPair('ES256')).privateKey }),
    ],
    ['a token of an unknown partner', async () => userToken('p-unknown')],
  ])('refuses %s with 401 Invalid credentials and a Bearer challenge', async (_case, token) => {
    const presented = await token();
    const response = await get(presented);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Invalid credentials' });
    expect(response.headers.get('www-authenticate')).toBe(
      presented === undefined
        ? 'Bearer realm="downbeat"'
        : 'Bearer realm="downbeat", error="invalid_token", error_description="Invalid credentials"',
    );
  });

  it('says when a token has expired, in the body and the challenge', async () => {
    const response = await get(await sign({ sub: 'u1', partner_id: 'p1', token_kind: 'user' }, { expiresIn: '-1s' }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Invalid credentials: the access token has expired' });
    expect(response.headers.get('www-authenticate')).toBe(
      'Bearer realm="downbeat", error="invalid_token", error_description="Invalid credentials: the access token has expired"',
    );
  });

  it('refuses a valid token of a disabled partner with 401', async () => {
    partners.set('p1', { status: 'PARTNER_STATUS_DISABLED' });
    const response = await get(await userToken());
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Invalid credentials' });
  });

  it('refuses the wrong kind of token with 403 naming the kind needed', async () => {
    const response = await get(await partnerToken());
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'This operation requires a user token' });
  });

  it('limits a partner to its own policy: 429 with Retry-After, and the RateLimit headers on every response', async () => {
    partners.set('p1', { status: 'PARTNER_STATUS_ACTIVE', rateLimit: { requestsPerSecond: 1, burst: 2 } });
    const token = await userToken();
    const responses = [await get(token), await get(token), await get(token)];

    expect(responses.map((response) => response.status)).toEqual([200, 200, 429]);
    expect(responses[0]?.headers.get('ratelimit-policy')).toBe('"partner";q=2;w=2');
    expect(responses[0]?.headers.get('ratelimit')).toBe('"partner";r=1;t=1');
    expect(responses[2]?.headers.get('retry-after')).toBe('1');
    expect(await responses[2]?.json()).toEqual({ message: 'Rate limit exceeded' });
  });

  it('lets a browser read the response only from an origin the partner allows', async () => {
    partners.set('p3', { status: 'PARTNER_STATUS_ACTIVE', allowedOrigins: ['https://app.example.com'] });
    const token = await userToken('p3');
    const allowed = await get(token, { origin: 'https://app.example.com' });
    const other = await get(token, { origin: 'https://evil.example.com' });

    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect(allowed.headers.get('access-control-expose-headers')).toMatch(/RateLimit.*ETag/);
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
