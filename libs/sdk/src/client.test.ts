import { createDownbeat, ok } from './client';
import { type DownbeatError, isDownbeatError } from './errors';
import { items } from './pagination';
import { expiryOf, IssuedToken } from './tokens';
import { transport } from './transport';

/** A JWT-shaped token expiring at `exp` (seconds); the SDK only reads the claim, never verifies. */
const jwt = (exp: number, sub = 'partner') =>
  `e30.${Buffer.from(JSON.stringify({ exp, sub })).toString('base64url')}.signature`;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A stand-in for the API: answers by "METHOD /path" from a queue of answers, and records requests. */
function api(routes: Record<string, (request: Request) => Response | Promise<Response>>) {
  const seen: { method: string; path: string; authorization: string | null; csrf: string | null; body?: string }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : await request.clone().text();
    seen.push({
      method: request.method,
      path: `${url.pathname}${url.search}`,
      authorization: request.headers.get('authorization'),
      csrf: request.headers.get('x-csrf-token'),
      ...(body ? { body } : {}),
    });
    const route = routes[`${request.method} ${url.pathname}`];
    return route ? route(request) : json(404, { message: 'No route' });
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

const future = () => Math.floor(Date.now() / 1000) + 3600;

describe('the Downbeat client', () => {
  it('gets a partner token with the access key, sends it, and reuses it', async () => {
    const token = jwt(future());
    const server = api({
      'POST /v0/partner-token': () => json(200, { accessToken: token }),
      'GET /v0/tracks': () => json(200, { tracks: [], pagination: { page: 1, limit: 50, offset: 0 }, links: {} }),
    });
    const downbeat = createDownbeat({
      baseUrl: 'http://api.test/',
      credentials: { accessKeyId: 'key', accessKeySecret: 'secret' },
      fetch: server.fetch,
    });
    await ok(downbeat.api.GET('/v0/tracks'));
    await ok(downbeat.api.GET('/v0/tracks', { params: { query: { limit: 10 } } }));
    expect(server.seen.map((request) => `${request.method} ${request.path} ${request.authorization ?? ''}`)).toEqual([
      'POST /v0/partner-token ',
      `GET /v0/tracks Bearer ${token}`,
      `GET /v0/tracks?limit=10 Bearer ${token}`,
    ]);
    expect(JSON.parse(server.seen[0]!.body!)).toEqual({ accessKeyId: 'key', accessKeySecret: 'secret' });
  });

  it('turns the partner token into user tokens for forUser', async () => {
    const partner = jwt(future());
    const user = jwt(future(), 'user-7');
    const server = api({
      'POST /v0/partner-token': () => json(200, { accessToken: partner }),
      'POST /v0/token': () => json(200, { accessToken: user }),
      'GET /v0/users/me': () => json(200, { id: 'user-7', connected: true, premiumAccess: false }),
    });
    const downbeat = createDownbeat({
      baseUrl: 'http://api.test',
      credentials: { accessKeyId: 'k', accessKeySecret: 's' },
      fetch: server.fetch,
    });
    const me = await ok(downbeat.forUser('user-7').api.GET('/v0/users/me'));
    expect(me.id).toBe('user-7');
    expect(server.seen[1]).toMatchObject({
      path: '/v0/token',
      authorization: `Bearer ${partner}`,
      body: '{"userId":"user-7"}',
    });
    expect(server.seen[2]).toMatchObject({ path: '/v0/users/me', authorization: `Bearer ${user}` });
  });

  it('gets a new token and tries once more when the API refuses one (expired or rotated)', async () => {
    const tokens = [jwt(future(), 'first'), jwt(future(), 'second')];
    let issued = 0;
    const server = api({
      'POST /v0/partner-token': () => json(200, { accessToken: tokens[issued++] }),
      'GET /v0/partner': (request) =>
        request.headers.get('authorization') === `Bearer ${tokens[0]}`
          ? json(401, { message: 'Invalid credentials: the access token has expired' })
          : json(200, { id: 'p' }),
    });
    const downbeat = createDownbeat({
      baseUrl: 'http://api.test',
      credentials: { accessKeyId: 'k', accessKeySecret: 's' },
      fetch: server.fetch,
    });
    await expect(ok(downbeat.api.GET('/v0/partner'))).resolves.toMatchObject({ id: 'p' });
    expect(issued).toBe(2);
  });

  it('throws a typed error naming the status, kind, message and offending fields', async () => {
    const server = api({
      'PUT /v0/partner/users/user-1': () =>
        json(400, {
          message: 'Bad request',
          errors: [{ key: 'subscription', messages: ['only a connected user can have a subscription'] }],
        }),
    });
    const downbeat = createDownbeat({ baseUrl: 'http://api.test', token: 'tkn', fetch: server.fetch });
    const error = await downbeat.api
      .PUT('/v0/partner/users/{userId}', {
        params: { path: { userId: 'user-1' } },
        body: { connected: false, subscription: { plan: 'pro' } },
      })
      .catch((caught: unknown) => caught);
    expect(isDownbeatError(error, 'bad-request')).toBe(true);
    expect((error as DownbeatError).status).toBe(400);
    expect((error as DownbeatError).field('subscription')).toEqual(['only a connected user can have a subscription']);
    expect((error as DownbeatError).message).toBe('PUT /v0/partner/users/user-1 answered 400: Bad request');
  });

  it('sends the portal session’s CSRF token on writes only', async () => {
    const server = api({
      'GET /v0/partner': () => json(200, {}),
      'PUT /v0/partner/free-tier': () => json(200, { collectionIds: [], chosen: false }),
    });
    const downbeat = createDownbeat({ baseUrl: 'http://api.test', csrfToken: () => 'csrf-1', fetch: server.fetch });
    await downbeat.api.GET('/v0/partner');
    await downbeat.api.PUT('/v0/partner/free-tier', { body: { collectionIds: [] } });
    expect(server.seen.map((request) => [request.method, request.csrf, request.authorization])).toEqual([
      ['GET', null, null],
      ['PUT', 'csrf-1', null],
    ]);
  });

  it('follows links.next through every page', async () => {
    const page = (offset: number, next?: string) =>
      json(200, {
        users: [{ id: `user-${offset}` }],
        pagination: { page: offset + 1, limit: 1, offset },
        links: next ? { next } : {},
      });
    const server = api({
      'GET /v0/partner/users': (request) => {
        const offset = Number(new URL(request.url).searchParams.get('offset') ?? 0);
        return page(offset, offset < 2 ? `/v0/partner/users?limit=1&offset=${offset + 1}` : undefined);
      },
    });
    const downbeat = createDownbeat({ baseUrl: 'http://api.test', token: 't', fetch: server.fetch });
    const ids: string[] = [];
    for await (const user of items(downbeat.pages('/v0/partner/users', { limit: 1 }), 'users')) ids.push(user.id);
    expect(ids).toEqual(['user-0', 'user-1', 'user-2']);
    expect(server.seen.map((request) => request.path)).toEqual([
      '/v0/partner/users?limit=1',
      '/v0/partner/users?limit=1&offset=1',
      '/v0/partner/users?limit=1&offset=2',
    ]);
  });
});

describe('waiting when the API says to', () => {
  const request = (method = 'GET') =>
    new Request('http://api.test/v0/tracks', { method, ...(method === 'GET' ? {} : { body: '{}' }) });

  it('retries a 429 after the seconds Retry-After names', async () => {
    const waits: number[] = [];
    let calls = 0;
    const send = transport({
      fetch: (async () =>
        ++calls < 3
          ? json(429, { message: 'Rate limit exceeded' }, { 'retry-after': '2' })
          : json(200, {})) as typeof fetch,
      sleep: async (ms) => void waits.push(ms),
    });
    expect((await send(request('POST'))).status).toBe(200);
    expect(waits).toEqual([2000, 2000]);
  });

  it('gives up after its attempts with the 429 as a typed error carrying Retry-After', async () => {
    const send = transport({
      fetch: (async () => json(429, { message: 'Rate limit exceeded' }, { 'retry-after': '1' })) as typeof fetch,
      retry: { attempts: 2 },
      sleep: async () => undefined,
    });
    await expect(send(request())).rejects.toMatchObject({ kind: 'rate-limited', status: 429, retryAfterSeconds: 1 });
  });

  it('does not wait longer than maxDelayMs: a long Retry-After is thrown at once', async () => {
    const waits: number[] = [];
    const send = transport({
      fetch: (async () => json(429, { message: 'Rate limit exceeded' }, { 'retry-after': '120' })) as typeof fetch,
      retry: { maxDelayMs: 10_000 },
      sleep: async (ms) => void waits.push(ms),
    });
    await expect(send(request())).rejects.toMatchObject({ retryAfterSeconds: 120 });
    expect(waits).toEqual([]);
  });

  it('retries a 503 of a GET, never of a POST (it may have been done)', async () => {
    let calls = 0;
    const unavailable = (async () =>
      ++calls === 1
        ? json(503, { message: 'catalog service is unavailable' }, { 'retry-after': '1' })
        : json(200, {})) as typeof fetch;
    const sleep = async () => undefined;
    expect((await transport({ fetch: unavailable, sleep })(request('GET'))).status).toBe(200);
    calls = 0;
    await expect(transport({ fetch: unavailable, sleep })(request('POST'))).rejects.toMatchObject({
      kind: 'unavailable',
    });
  });
});

describe('tokens', () => {
  it('are renewed a minute before they expire, and shared while being issued', async () => {
    let now = 1_000_000;
    let issued = 0;
    const token = new IssuedToken(
      async () => jwt(now / 1000 + 3600, `t${++issued}`),
      60,
      () => now,
    );
    const [a, b] = await Promise.all([token.authorization(), token.authorization()]);
    expect(a).toBe(b);
    now += (3600 - 61) * 1000;
    expect(await token.authorization()).toBe(a);
    now += 2000;
    expect(await token.authorization()).not.toBe(a);
    expect(issued).toBe(2);
  });

  it('read the expiry from the JWT and nothing from other strings', () => {
    expect(expiryOf(jwt(1_900_000_000))).toBe(1_900_000_000_000);
    expect(expiryOf('not-a-jwt')).toBeUndefined();
  });
});
