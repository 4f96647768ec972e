import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import type { RunningGateway } from './gateway';
import { startGatewayOverUpstreams, TEST_CREDENTIALS } from './testing/upstream-services';

/** Requests that once got an answer from Node instead of the API, or none at all. */
describe('the gateway answers oversized and malformed requests itself', () => {
  let gateway: RunningGateway;
  let token: string;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    // The client address comes from X-Forwarded-For, so tests can speak for many clients.
    ({ gateway, partnerToken: token, stop } = await startGatewayOverUpstreams({ trustProxyHops: 1 }));
  });

  afterAll(() => stop());

  it('answers 10,000 trackIds with a JSON 414, not a reset connection', async () => {
    const query = Array.from({ length: 10_000 }, (_, index) => `trackId=track-${index}`).join('&');
    const response = await fetch(`${gateway.url}/v0/tracks/metadata?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(414);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: 'Request URL is longer than 16 KB' });
  });

  it('answers headers over 16 KB with a JSON 431', async () => {
    const response = await fetch(`${gateway.url}/v0/tracks`, {
      headers: { authorization: `Bearer ${token}`, 'x-padding': 'a'.repeat(20_000) },
    });
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({ message: 'Request URL and headers are larger than 16 KB together' });
  });

  it('answers a request that is not HTTP with a JSON 400', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(gateway.url).port), '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString('utf8')));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
      socket.write('GET /v0/tracks HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n');
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer.split('\r\n\r\n')[1]).toBe(JSON.stringify({ message: 'Request is not valid HTTP' }));
  });

  it('answers a JSON body over 1 MB with 413 and the spec’s error body', async () => {
    const response = await fetch(`${gateway.url}/v0/analytics/report`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ events: [], padding: 'a'.repeat(1_100_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      message: 'Request body is larger than 1 MB',
      errors: [{ key: 'body', messages: ['must be at most 1048576 bytes'] }],
    });
  });

  it('keeps numeric user ids beyond 2^53 exact: neighbouring ids are different users', async () => {
    const userIdOf = async (literal: string) => {
      const issued = await fetch(`${gateway.url}/v0/token`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: `{"userId": ${literal}}`,
      });
      expect(issued.status).toBe(201);
      const { accessToken } = (await issued.json()) as { accessToken: string };
      const me = await fetch(`${gateway.url}/v0/users/me`, { headers: { authorization: `Bearer ${accessToken}` } });
      return ((await me.json()) as { id: string }).id;
    };
    expect(await userIdOf('9007199254740993')).toBe('9007199254740993');
    expect(await userIdOf('9007199254740992')).toBe('9007199254740992');
    expect(await userIdOf('42')).toBe('42');
  });

  /** POST /v0/token with the partner token and this raw JSON body. */
  const issued = (body: string) =>
    fetch(`${gateway.url}/v0/token`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });

  it('keeps an integer written with an exponent exact too, and refuses a fraction', async () => {
    const exponent = await issued('{"userId": 1.2345678901234567e25}');
    expect(exponent.status).toBe(201);
    const { accessToken } = (await exponent.json()) as { accessToken: string };
    const me = await fetch(`${gateway.url}/v0/users/me`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(((await me.json()) as { id: string }).id).toBe('12345678901234567000000000');
    expect((await issued('{"userId": 1.5}')).status).toBe(400);
  });

  it('refuses a large integer where only text or a bounded number is taken, as it would the number', async () => {
    // A negative user id is refused as a number; its exact digits must not slip through as text.
    const negative = await issued('{"userId": -14411518807585587}');
    expect(negative.status).toBe(400);
    expect(((await negative.json()) as { errors: { key: string }[] }).errors.map((error) => error.key)).toEqual([
      'userId',
    ]);
    // A field that takes only text (an API key's name) refuses a number, however large.
    const named = await fetch(`${gateway.url}/v0/partner/api-keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"name": 1.3484602113113408e16}',
    });
    expect(named.status).toBe(400);
    expect(((await named.json()) as { errors: { key: string }[] }).errors.map((error) => error.key)).toEqual(['name']);
  });

  const partnerToken = (accessKeyId: string, accessKeySecret: string, client: string) =>
    fetch(`${gateway.url}/v0/partner-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ accessKeyId, accessKeySecret }),
    });

  it('serves the right secret and catalog reads under a flood of wrong secrets, which is throttled per client with Retry-After', async () => {
    const flood = Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        partnerToken(index % 2 ? TEST_CREDENTIALS.accessKeyId : 'dbk_no_such_key', `wrong-${index}`, '203.0.113.66'),
      ),
    );
    const right = await partnerToken(TEST_CREDENTIALS.accessKeyId, TEST_CREDENTIALS.accessKeySecret, '198.51.100.5');
    const tracks = await fetch(`${gateway.url}/v0/tracks`, { headers: { authorization: `Bearer ${token}` } });
    const answers = await flood;

    expect([right.status, tracks.status]).toEqual([201, 200]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(190);
    const throttled = answers.find((answer) => answer.status === 429)!;
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await throttled.json()).toEqual({
      message: expect.stringMatching(/^Too many failed attempts; try again in \d+ s$/),
    });
  });

  it('answers a method a documented path does not have with 405 and Allow, TRACE included', async () => {
    const asked = async (method: string, path: string) => {
      const response = await rawRequest(method, path);
      return { method, path, status: response.status, allow: response.headers.allow, body: response.body };
    };
    expect(await asked('PATCH', '/v0/tracks')).toEqual({
      method: 'PATCH',
      path: '/v0/tracks',
      status: 405,
      allow: 'GET, HEAD, OPTIONS',
      body: { message: 'PATCH is not allowed on /v0/tracks' },
    });
    expect(await asked('TRACE', '/v0/tracks/some-track/beats')).toMatchObject({
      status: 405,
      allow: 'GET, HEAD, OPTIONS',
    });
    expect(await asked('DELETE', '/v0/partner-token')).toMatchObject({ status: 405, allow: 'POST, OPTIONS' });
    expect(await asked('GET', '/v0/users/me/liked/tracks/some-track')).toMatchObject({
      status: 405,
      allow: 'PUT, DELETE, OPTIONS',
    });
    expect(await asked('OPTIONS', '/v0/tracks')).toMatchObject({ status: 204, allow: 'GET, HEAD, OPTIONS' });
    expect(await asked('PATCH', '/v0/no-such-path')).toMatchObject({ status: 404 });
  });

  it('answers CORS preflights with the path’s own methods and every header parameter', async () => {
    const preflight = (path: string, method: string) =>
      fetch(`${gateway.url}${path}`, {
        method: 'OPTIONS',
        headers: { origin: 'https://app.example', 'access-control-request-method': method },
      });
    const like = await preflight('/v0/users/me/liked/tracks/some-track', 'PUT');
    expect(like.status).toBe(204);
    expect(like.headers.get('access-control-allow-methods')).toBe('PUT, DELETE, OPTIONS');
    const report = await preflight('/v0/analytics/report', 'POST');
    expect(report.headers.get('access-control-allow-headers')).toBe(
      'Authorization, Content-Type, If-None-Match, Idempotency-Key, X-Partner-User-Id',
    );
  });

  it('refuses a like of a track id the catalog does not know with 404', async () => {
    const issued = await fetch(`${gateway.url}/v0/token`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'fan-1' }),
    });
    const { accessToken } = (await issued.json()) as { accessToken: string };
    const like = await fetch(`${gateway.url}/v0/users/me/liked/tracks/no-such-track`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(like.status).toBe(404);
    expect(await like.json()).toEqual({ message: 'Track was not found' });
  });

  /** node:http, which sends any method (fetch refuses TRACE). */
  function rawRequest(method: string, path: string) {
    return new Promise<{ status: number; headers: IncomingHttpHeaders; body: unknown }>((resolve, reject) => {
      const outgoing = httpRequest(`${gateway.url}${path}`, { method }, (incoming) => {
        let text = '';
        incoming.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: text ? JSON.parse(text) : undefined,
          }),
        );
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  }
});
