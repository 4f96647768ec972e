import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAccountsService } from '@downbeat/accounts';
import { startCatalogService } from '@downbeat/catalog';
import { createLogger, MemoryDocumentStore, type HostedService } from '@downbeat/platform';
import { startGateway, type RunningGateway } from '../gateway';

const logger = createLogger({ service: 'partner-api-test', level: 'silent' });
const credentials = { accessKeyId: 'portal-partner', accessKeySecret: 'portal-partner-secret-1' };

async function memoryStore() {
  const store = new MemoryDocumentStore();
  await store.start();
  return store;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** The partner management API over real accounts and catalog services (in memory), as a browser and a backend call it. */
describe('the partner management API', () => {
  let accounts: HostedService;
  let catalog: HostedService;
  let gateway: RunningGateway;

  beforeAll(async () => {
    accounts = await startAccountsService({
      address: '127.0.0.1:0',
      logger,
      store: await memoryStore(),
      signingKeysDir: mkdtempSync(path.join(tmpdir(), 'partner-api-keys-')),
      accessKeyPepper: randomBytes(32).toString('base64url'),
      demoPartner: credentials,
    });
    catalog = await startCatalogService({
      address: '127.0.0.1:0',
      logger,
      store: await memoryStore(),
      seedDemo: true,
      imagesPublicUrl: 'http://media.test',
    });
    gateway = await startGateway({
      host: '127.0.0.1',
      port: 0,
      logger,
      upstreams: { accounts: accounts.address, catalog: catalog.address, others: { search: '127.0.0.1:1' } },
    });
  });

  afterAll(async () => {
    await gateway?.stop();
    await accounts?.stop();
    await catalog?.stop();
  });

  async function send(
    method: string,
    route: string,
    init: { json?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const response = await fetch(`${gateway.url}${route}`, {
      method,
      headers: { ...(init.json === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    });
    const text = await response.text();
    const isJson = /json/.test(response.headers.get('content-type') ?? '');
    return { status: response.status, body: isJson && text ? JSON.parse(text) : { text }, headers: response.headers };
  }

  /** Signs in as the portal's page does: the cookie and the CSRF token it must send with writes. */
  async function signIn(secret = credentials.accessKeySecret) {
    const answer = await send('POST', '/v0/partner/session', {
      json: { accessKeyId: credentials.accessKeyId, accessKeySecret: secret },
      headers: { origin: gateway.url },
    });
    expect(answer.status).toBe(201);
    return { cookie: cookieOf(answer.headers), csrf: answer.body.csrfToken as string, answer };
  }

  const cookieOf = (headers: Headers) => headers.getSetCookie()[0]!.split(';')[0]!;
  const asPage = (session: { cookie: string; csrf: string }) => ({
    cookie: session.cookie,
    'x-csrf-token': session.csrf,
    origin: gateway.url,
  });
  const partnerToken = async () =>
    (await send('POST', '/v0/partner-token', { json: credentials })).body.accessToken as string;

  describe('portal sign-in', () => {
    it('sets an HttpOnly, SameSite=Strict session cookie (not Secure over plain HTTP) and answers the partner', async () => {
      const { answer } = await signIn();
      const cookie = answer.headers.getSetCookie()[0]!;
      expect(cookie).toMatch(/^downbeat_portal=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=28800; HttpOnly; SameSite=Strict$/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.body).toMatchObject({
        partner: { accessKeyId: credentials.accessKeyId, status: 'ACTIVE', name: 'Demo partner' },
        csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expiresAt: expect.any(String),
      });
    });

    it('answers a wrong secret with 401 and sets no cookie', async () => {
      const answer = await send('POST', '/v0/partner/session', {
        json: { accessKeyId: credentials.accessKeyId, accessKeySecret: 'wrong' },
      });
      expect(answer.status).toBe(401);
      expect(answer.headers.getSetCookie()).toEqual([]);
    });

    it('refuses a sign-in posted by another origin’s page (login CSRF)', async () => {
      const answer = await send('POST', '/v0/partner/session', {
        json: credentials,
        headers: { origin: 'https://evil.example' },
      });
      expect(answer.status).toBe(403);
    });

    it('is read back with the cookie alone, and a partner token cannot read it', async () => {
      const session = await signIn();
      const read = await send('GET', '/v0/partner/session', { headers: { cookie: session.cookie } });
      expect(read.status).toBe(200);
      expect(read.body.csrfToken).toBe(session.csrf);
      const withToken = await send('GET', '/v0/partner/session', {
        headers: { authorization: `Bearer ${await partnerToken()}` },
      });
      expect(withToken.status).toBe(403);
    });

    it('ends on sign-out: the cookie is cleared and no longer works', async () => {
      const session = await signIn();
      const out = await send('DELETE', '/v0/partner/session', { headers: asPage(session) });
      expect(out.status).toBe(204);
      expect(out.headers.getSetCookie()[0]).toMatch(/^downbeat_portal=; Path=\/; Max-Age=0/);
      expect((await send('GET', '/v0/partner', { headers: { cookie: session.cookie } })).status).toBe(401);
    });
  });

  describe('writes with the session cookie', () => {
    it('need the session’s CSRF token and the gateway’s own origin', async () => {
      const session = await signIn();
      const body = { json: { collectionIds: [] } };
      const noToken = await send('PUT', '/v0/partner/free-tier', { ...body, headers: { cookie: session.cookie } });
      expect(noToken.status).toBe(403);
      expect(noToken.body.message).toMatch(/X-CSRF-Token/);
      const wrongToken = await send('PUT', '/v0/partner/free-tier', {
        ...body,
        headers: { ...asPage(session), 'x-csrf-token': 'A'.repeat(43) },
      });
      expect(wrongToken.status).toBe(403);
      const otherOrigin = await send('PUT', '/v0/partner/free-tier', {
        ...body,
        headers: { ...asPage(session), origin: 'https://evil.example' },
      });
      expect(otherOrigin.status).toBe(403);
      expect((await send('PUT', '/v0/partner/free-tier', { ...body, headers: asPage(session) })).status).toBe(200);
    });

    it('are not needed with a partner token (a partner’s backend)', async () => {
      const answer = await send('PUT', '/v0/partner/free-tier', {
        json: { collectionIds: [] },
        headers: { authorization: `Bearer ${await partnerToken()}` },
      });
      expect(answer.status).toBe(200);
    });
  });

  describe('the free tier', () => {
    /** The id GET /v0/collections shows for a collection the catalog stores under `storedId`. */
    const listedId = async (storedId: string, headers: Record<string, string>) =>
      (await send('GET', `/v0/collections/${storedId}?limit=1`, { headers })).body.id as string;

    it('is the default until chosen, then the partner’s collections in the partner’s order', async () => {
      const headers = { authorization: `Bearer ${await partnerToken()}` };
      await send('PUT', '/v0/partner/free-tier', { json: { collectionIds: [] }, headers });
      const initial = await send('GET', '/v0/partner/free-tier', { headers });
      expect(initial.body.chosen).toBe(false);
      expect((initial.body.collectionIds as string[]).length).toBeGreaterThan(0);

      // Chosen by the ids the catalog stores; answered and kept as GET /v0/collections shows them.
      const given = ['collection-quiet-hours', 'collection-club-energy'];
      const chosen = await Promise.all(given.map((id) => listedId(id, headers)));
      expect(chosen.every((id) => /^[0-9a-f-]{36}$/.test(id))).toBe(true);
      const set = await send('PUT', '/v0/partner/free-tier', { json: { collectionIds: given }, headers });
      expect(set.body).toEqual({ collectionIds: chosen, chosen: true });
      expect((await send('GET', '/v0/partner/free-tier', { headers })).body).toEqual({
        collectionIds: chosen,
        chosen: true,
      });
      expect(
        ((await send('GET', '/v0/partner', { headers })).body.settings as Record<string, unknown>)
          .freeTierCollectionIds,
      ).toEqual(chosen);
    });

    it('names every unknown collection and keeps the choice as it was', async () => {
      const headers = { authorization: `Bearer ${await partnerToken()}` };
      await send('PUT', '/v0/partner/free-tier', { json: { collectionIds: ['collection-sunny-days'] }, headers });
      const answer = await send('PUT', '/v0/partner/free-tier', {
        json: { collectionIds: ['collection-sunny-days', 'no-such-collection'] },
        headers,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([
        { key: 'collectionIds', messages: ['"no-such-collection" is not a collection'] },
      ]);
      expect((await send('GET', '/v0/partner/free-tier', { headers })).body.collectionIds).toEqual([
        await listedId('collection-sunny-days', headers),
      ]);
    });

    it('refuses the same collection twice', async () => {
      const headers = { authorization: `Bearer ${await partnerToken()}` };
      const answer = await send('PUT', '/v0/partner/free-tier', {
        json: { collectionIds: ['collection-sunny-days', 'collection-sunny-days'] },
        headers,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([{ key: 'collectionIds', messages: [expect.any(String)] }]);
    });
  });

  describe('end users', () => {
    it('are created connected with a subscription (201), updated (200), read and listed page by page', async () => {
      const headers = { authorization: `Bearer ${await partnerToken()}` };
      const subscription = { plan: 'pro', currentPeriodEnd: '2099-01-01T00:00:00.000Z' };
      const created = await send('PUT', '/v0/partner/users/user-a', {
        json: { connected: true, subscription },
        headers,
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        id: 'user-a',
        connected: true,
        premiumAccess: true,
        subscription: { plan: 'pro', status: 'ACTIVE', currentPeriodEnd: subscription.currentPeriodEnd, active: true },
      });
      const ended = await send('PUT', '/v0/partner/users/user-a', {
        json: { connected: true, subscription: null },
        headers,
      });
      expect(ended.status).toBe(200);
      expect(ended.body).not.toHaveProperty('subscription');
      expect(ended.body.premiumAccess).toBe(false);
      await send('PUT', '/v0/partner/users/user-b', { json: { connected: false }, headers });
      expect((await send('GET', '/v0/partner/users/user-b', { headers })).body).toMatchObject({ connected: false });

      const first = await send('GET', '/v0/partner/users?limit=1', { headers });
      expect(first.body).toMatchObject({
        users: [{ id: 'user-a' }],
        pagination: { page: 1, limit: 1, offset: 0 },
        links: { next: '/v0/partner/users?limit=1&offset=1' },
      });
      const second = await send('GET', (first.body.links as { next: string }).next, { headers });
      expect((second.body.users as { id: string }[]).map((user) => user.id)).toEqual(['user-b']);
    });

    it('name the problem: a subscription without a connection, a malformed id, an unknown user', async () => {
      const headers = { authorization: `Bearer ${await partnerToken()}` };
      const unconnected = await send('PUT', '/v0/partner/users/user-c', {
        json: { connected: false, subscription: { plan: 'pro' } },
        headers,
      });
      expect(unconnected.status).toBe(400);
      expect(unconnected.body.errors).toEqual([{ key: 'subscription', messages: [expect.any(String)] }]);
      const malformed = await send('PUT', '/v0/partner/users/not%20an%20id', { json: { connected: true }, headers });
      expect(malformed.status).toBe(400);
      expect(malformed.body.errors).toEqual([{ key: 'userId', messages: [expect.any(String)] }]);
      expect((await send('GET', '/v0/partner/users/nobody', { headers })).status).toBe(404);
    });
  });

  describe('the access key secret', () => {
    it('is rotated from the portal: shown once, the old one stops, the portal stays signed in with a new cookie', async () => {
      const session = await signIn();
      const other = await signIn();
      const rotated = await send('POST', '/v0/partner/access-key/rotate', { headers: asPage(session) });
      expect(rotated.status).toBe(200);
      expect(rotated.headers.get('cache-control')).toBe('no-store');
      const secret = rotated.body.accessKeySecret as string;
      expect(rotated.body.accessKeyId).toBe(credentials.accessKeyId);

      const renewed = cookieOf(rotated.headers);
      expect(renewed).not.toBe(session.cookie);
      expect((await send('GET', '/v0/partner', { headers: { cookie: renewed } })).status).toBe(200);
      expect((await send('GET', '/v0/partner', { headers: { cookie: session.cookie } })).status).toBe(401);
      expect((await send('GET', '/v0/partner', { headers: { cookie: other.cookie } })).status).toBe(401);
      expect((await send('POST', '/v0/partner-token', { json: credentials })).status).toBe(401);
      expect(
        (await send('POST', '/v0/partner-token', { json: { ...credentials, accessKeySecret: secret } })).status,
      ).toBe(201);
      credentials.accessKeySecret = secret;
    });
  });

  describe('API keys', () => {
    const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

    it('are created from the portal (shown once), work as partner credentials, are rotated and revoked', async () => {
      const page = asPage(await signIn());
      const created = await send('POST', '/v0/partner/api-keys', { json: { name: 'CI server' }, headers: page });
      expect(created.status).toBe(201);
      expect(created.headers.get('cache-control')).toBe('no-store');
      const { apiKey, key } = created.body as { apiKey: Record<string, unknown>; key: string };
      expect(apiKey).toMatchObject({ name: 'CI server', revoked: false });
      expect(key.startsWith(apiKey.prefix as string)).toBe(true);

      // Rotated before the old key was ever used, so no gateway remembers it: it stops at once.
      const rotated = await send('POST', `/v0/partner/api-keys/${String(apiKey.id)}/rotate`, { headers: page });
      expect(rotated.status).toBe(200);
      const newKey = rotated.body.key as string;
      expect(newKey).not.toBe(key);
      expect((await send('GET', '/v0/partner', { headers: bearer(key) })).status).toBe(401);
      expect((await send('GET', '/v0/partner', { headers: bearer(newKey) })).status).toBe(200);

      const listed = await send('GET', '/v0/partner/api-keys', { headers: { cookie: page.cookie } });
      expect((listed.body.apiKeys as { id: string; key?: string }[]).find((k) => k.id === apiKey.id)).toMatchObject({
        name: 'CI server',
        revoked: false,
      });
      expect(JSON.stringify(listed.body)).not.toContain(newKey);

      const revoked = await send('DELETE', `/v0/partner/api-keys/${String(apiKey.id)}`, { headers: page });
      expect(revoked.body).toMatchObject({ id: apiKey.id, revoked: true, revokedAt: expect.any(String) });
      const again = await send('POST', `/v0/partner/api-keys/${String(apiKey.id)}/rotate`, { headers: page });
      expect(again.status).toBe(409);
    });

    it('name the problem: an empty or blank name, a malformed or unknown id, a write without the CSRF token', async () => {
      const page = asPage(await signIn());
      const empty = await send('POST', '/v0/partner/api-keys', { json: { name: '' }, headers: page });
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual([expect.objectContaining({ key: 'name' })]);
      // Blank is refused by the published schema itself, so a client generated from it knows beforehand.
      const blank = await send('POST', '/v0/partner/api-keys', { json: { name: ' \ufeff' }, headers: page });
      expect(blank.status).toBe(400);
      expect(blank.body.errors).toEqual([{ key: 'name', messages: ['must not be blank'] }]);
      const padded = await send('POST', '/v0/partner/api-keys', { json: { name: ' CI ' }, headers: page });
      expect(padded.status).toBe(201);
      expect((await send('DELETE', '/v0/partner/api-keys/not-a-uuid', { headers: page })).status).toBe(400);
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await send('DELETE', `/v0/partner/api-keys/${unknown}`, { headers: page })).status).toBe(404);
      const noCsrf = await send('POST', '/v0/partner/api-keys', {
        json: { name: 'x' },
        headers: { cookie: page.cookie, origin: gateway.url },
      });
      expect(noCsrf.status).toBe(403);
    });
  });

  it('answers 503 naming the versions service for webhooks when it is not configured', async () => {
    const answer = await send('GET', '/v0/partner/webhook', {
      headers: { authorization: `Bearer ${await partnerToken()}` },
    });
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe('versions service is unavailable');
  });
});
