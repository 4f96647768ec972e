import { createHmac } from 'node:crypto';
import { AccountsAdmin } from './admin';
import { partnerToken, request, userToken } from './api';
import { mintToken } from './signing-keys';
import type { SystemContext } from './system-under-test';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const INVALID = { status: 401, body: { message: 'Invalid credentials' } };

/** Tokens, token kinds, partner status, rate limits, caching and CORS, the same way in both modes. */
export function describeAccessControl(context: SystemContext): void {
  describe('access control', () => {
    let admin: AccountsAdmin;
    let partner: string;
    const run = Date.now().toString(36);
    const get = (path: string, token?: string, headers: Record<string, string> = {}) =>
      request(context().baseUrl, path, { ...(token ? { token } : {}), headers });

    beforeAll(async () => {
      admin = new AccountsAdmin(context().accountsAddress);
      const { baseUrl, accessKeyId, accessKeySecret } = context();
      partner = await partnerToken(baseUrl, accessKeyId, accessKeySecret);
    });
    afterAll(() => admin?.close());

    it('issues a user token for a partner token, and shows that user at /v0/users/me', async () => {
      const { baseUrl } = context();
      const user = await userToken(baseUrl, partner, `user-${run}`);
      const me = await get('/v0/users/me', user);
      expect(me).toMatchObject({
        status: 200,
        body: {
          id: `user-${run}`,
          connected: false,
          premiumAccess: false,
          // The reference API's fields beside ours.
          userId: `user-${run}`,
          esConnect: false,
          hasActiveSubscription: null,
        },
      });
      expect(me.headers.get('cache-control')).toMatch(/private/);

      const numeric = await request(baseUrl, '/v0/token', { token: partner, json: { userId: 12345 } });
      expect(numeric.status).toBe(201);
    });

    it('refuses a user token request without a valid userId or body, naming it', async () => {
      const { baseUrl } = context();
      const missing = await request(baseUrl, '/v0/token', { token: partner, json: {} });
      expect(missing).toMatchObject({ status: 400, body: { errors: [{ key: 'userId', messages: ['is required'] }] } });
      const spaces = await request(baseUrl, '/v0/token', { token: partner, json: { userId: 'has spaces' } });
      expect(spaces).toMatchObject({ status: 400, body: { errors: [{ key: 'userId' }] } });
      const malformed = await request(baseUrl, '/v0/token', { token: partner, rawBody: '{"userId":' });
      expect(malformed).toMatchObject({ status: 400, body: { errors: [{ key: 'body' }] } });
    });

    it('answers the wrong kind of token with 403 naming the kind needed', async () => {
      const { baseUrl } = context();
      const user = await userToken(baseUrl, partner, `kind-${run}`);
      expect(await request(baseUrl, '/v0/token', { token: user, json: { userId: 'x' } })).toMatchObject({
        status: 403,
        body: { message: 'This operation requires a partner token' },
      });
      expect(await get('/v0/users/me', partner)).toMatchObject({
        status: 403,
        body: { message: 'This operation requires a user token' },
      });
    });

    it('refuses missing, malformed, expired, tampered, unsigned and foreign-algorithm tokens with 401', async () => {
      const { keysDir } = context();
      const claims = { sub: 'someone', partner_id: 'nobody', token_kind: 'partner' };
      const [header, payload, signature] = partner.split('.');
      const claimsOfPartner = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
      const expired = mintToken(keysDir, { ...claimsOfPartner }, -60);
      const tampered = `${header}.${encode({ ...claimsOfPartner, partner_id: 'another-partner' })}.${signature}`;
      const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`;
      const hs256Input = `${encode({ alg: 'HS256', typ: 'JWT' })}.${payload}`;
      const hs256 = `${hs256Input}.${createHmac('sha256', 'secret').update(hs256Input).digest('base64url')}`;

      const cases = {
        missing: undefined,
        malformed: 'not-a-jwt',
        tampered,
        unsigned,
        hs256,
        // Well signed, naming a partner that does not exist.
        unknownPartner: mintToken(keysDir, claims, 600),
      };
      for (const [name, token] of Object.entries(cases)) {
        const response = await get('/v0/moods', token);
        expect({ name, status: response.status, body: response.body }).toEqual({ name, ...INVALID });
      }
      // An expired token is said apart, so a client knows to fetch a new one.
      const late = await get('/v0/moods', expired);
      expect({ status: late.status, body: late.body }).toEqual({
        status: 401,
        body: { message: 'Invalid credentials: the access token has expired' },
      });
    });

    it('refuses tokens of a disabled partner, and new tokens for it', async () => {
      const { baseUrl } = context();
      const created = await admin.createPartner(`disabled-${run}`);
      const token = await partnerToken(baseUrl, created.accessKeyId, created.accessKeySecret);
      await admin.disablePartner(created.partnerId);

      expect(await get('/v0/moods', token)).toMatchObject(INVALID);
      expect(
        await request(baseUrl, '/v0/partner-token', {
          json: { accessKeyId: created.accessKeyId, accessKeySecret: created.accessKeySecret },
        }),
      ).toMatchObject(INVALID);
    });

    it('limits each partner to its own rate: 429 with Retry-After, RateLimit headers throughout', async () => {
      const { baseUrl } = context();
      const created = await admin.createPartner(`limited-${run}`, { requestsPerSecond: 1, burst: 3 });
      const token = await partnerToken(baseUrl, created.accessKeyId, created.accessKeySecret);
      const responses = [];
      for (let i = 0; i < 5; i += 1) responses.push(await get('/v0/genres', token));

      expect(responses.slice(0, 3).map((response) => response.status)).toEqual([200, 200, 200]);
      const limited = responses.find((response) => response.status === 429);
      expect(limited?.body).toEqual({ message: 'Rate limit exceeded' });
      expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(responses[0]?.headers.get('ratelimit-policy')).toBe('"partner";q=3;w=3');
      expect(responses[0]?.headers.get('ratelimit')).toMatch(/^"partner";r=2;t=\d+$/);

      // Another partner is unaffected.
      expect((await get('/v0/genres', partner)).status).toBe(200);
      const publicRoute = await get('/v0/openapi.json');
      expect(publicRoute.headers.get('ratelimit-policy')).toMatch(/^"client-ip";q=\d+;w=\d+$/);
    });

    it('marks catalog reads with an ETag and answers If-None-Match with 304 and no body', async () => {
      const first = await get('/v0/moods', partner);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers.get('cache-control')).toBe('private, max-age=60');

      const again = await get('/v0/moods', partner, { 'if-none-match': etag! });
      expect(again.status).toBe(304);
      expect(again.body).toEqual({});
      const listed = await get('/v0/moods', partner, { 'if-none-match': `W/"older", ${etag!}` });
      expect(listed.status).toBe(304);
      const changed = await get('/v0/moods', partner, { 'if-none-match': 'W/"something-else"' });
      expect(changed.status).toBe(200);
    });

    it('lets browsers from the partner’s allowed origins read responses, and no one else', async () => {
      const { baseUrl } = context();
      const origin = `https://app-${run}.example.com`;
      const created = await admin.createPartner(`browser-${run}`);
      await admin.setAllowedOrigins(created.partnerId, [origin]);
      const token = await partnerToken(baseUrl, created.accessKeyId, created.accessKeySecret);

      const preflight = await fetch(`${baseUrl}/v0/moods`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/i);

      const allowed = await get('/v0/moods', token, { origin });
      expect(allowed.headers.get('access-control-allow-origin')).toBe(origin);
      expect(allowed.headers.get('access-control-expose-headers')).toMatch(/RateLimit-Policy.*ETag/);
      const stranger = await get('/v0/moods', token, { origin: 'https://elsewhere.example.com' });
      expect(stranger.status).toBe(200);
      expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('serves its OpenAPI 3.1 document and a docs page with every asset from the gateway itself', async () => {
      const { baseUrl } = context();
      const document = await get('/v0/openapi.json');
      expect(document.body).toMatchObject({ openapi: '3.1.0' });
      expect(Object.keys(document.body.paths as object)).toEqual(
        expect.arrayContaining(['/v0/token', '/v0/moods/{moodId}', '/v0/sound-effects/categories/{categoryId}/tracks']),
      );
      const page = await fetch(`${baseUrl}/docs`);
      const html = await page.text();
      expect(page.status).toBe(200);
      expect(html).toContain('/docs/swagger-ui-bundle.js');
      for (const asset of ['/docs/swagger-ui-bundle.js', '/docs/swagger-ui.css', '/docs/init.js']) {
        const response = await fetch(`${baseUrl}${asset}`);
        expect({ asset, status: response.status, bytes: (await response.arrayBuffer()).byteLength }).toMatchObject({
          status: 200,
          bytes: expect.any(Number),
        });
      }
      expect(await (await fetch(`${baseUrl}/docs/init.js`)).text()).toContain('/v0/openapi.json');
    });
  });
}
