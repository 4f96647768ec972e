import { loadProtos } from '@downbeat/contracts';
import { connectClient, createLogger, type HostedService } from '@downbeat/platform';
import { logLines, silentServer } from '@downbeat/testing';
import { startGateway, type RunningGateway } from './gateway';
import { startUpstreamServices, TEST_CREDENTIALS } from './testing/upstream-services';

/** What the gateway logs, line by line. */
const gatewayLog = logLines();
const credentials = TEST_CREDENTIALS;

/** The gateway in front of real accounts and catalog services over loopback gRPC. */
describe('gateway over real upstream services', () => {
  let accounts: HostedService;
  let catalog: HostedService;
  let gateway: RunningGateway;

  beforeAll(async () => {
    ({ accounts, catalog } = await startUpstreamServices());
    gateway = await startGateway({
      host: '127.0.0.1',
      port: 0,
      logger: createLogger({ service: 'gateway', destination: gatewayLog.destination }),
      // Nothing listens on port 1: a search service that is down.
      upstreams: { accounts: accounts.address, catalog: catalog.address, others: { search: '127.0.0.1:1' } },
    });
  });

  afterAll(async () => {
    await gateway.stop();
    await accounts.stop();
    await catalog.stop();
  });

  const post = (route: string, body: string) =>
    fetch(`${gateway.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('answers unknown routes with the spec’s JSON error body', async () => {
    const response = await fetch(`${gateway.url}/v0/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No route for GET /v0/nothing-here' });
  });

  it('names the body as the problem when it is not JSON', async () => {
    const response = await post('/v0/partner-token', '{"accessKeyId":');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ key: 'body', messages: [expect.any(String)] }] });
  });

  it('stays ready while a service not every request needs is down, and reports it', async () => {
    const ready = await fetch(`${gateway.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      upstreams: { accounts: 'SERVING', catalog: 'SERVING', search: 'UNREACHABLE' },
    });
  });

  it('answers search with 503 naming the search service, quickly, when it is down', async () => {
    const tokenResponse = await post('/v0/partner-token', JSON.stringify(credentials));
    const { accessToken } = (await tokenResponse.json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${accessToken}` };

    for (const path of [
      '/v0/tracks/search?term=tide',
      '/v0/tracks/search/suggestions?term=ti',
      '/v0/sound-effects/search',
    ]) {
      const started = Date.now();
      const response = await fetch(`${gateway.url}${path}`, { headers });
      expect({
        path,
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: await response.json(),
      }).toEqual({ path, status: 503, retryAfter: '2', body: { message: 'search service is unavailable' } });
      expect(Date.now() - started).toBeLessThan(1_000);
    }
  });

  it('logs each 503 as one warning line: route, status, kind and the gRPC status, no stack', async () => {
    gatewayLog.lines.length = 0;
    const headers = { authorization: `Bearer ${await partnerToken()}` };
    await fetch(`${gateway.url}/v0/tracks/search?term=tide`, { headers });
    expect(gatewayLog.lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: 'search service is unavailable',
        status: 503,
        method: 'GET',
        route: '/v0/tracks/search',
        err: {
          type: 'DomainError',
          kind: 'unavailable',
          message: 'search service is unavailable',
          cause: expect.stringMatching(/^14 UNAVAILABLE: /),
        },
      }),
    ]);
    expect(JSON.stringify(gatewayLog.lines[0]).length).toBeLessThan(600);
  });

  const partnerToken = async () => {
    const tokenResponse = await post('/v0/partner-token', JSON.stringify(credentials));
    return ((await tokenResponse.json()) as { accessToken: string }).accessToken;
  };

  it('serves a catalog change on the very next read, although reads are cached', async () => {
    const accessToken = await partnerToken();
    const moodNames = async () => {
      const response = await fetch(`${gateway.url}/v0/moods?sort=alphabetic&order=desc&limit=20`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      return ((await response.json()) as { moods: { name: string }[] }).moods.map((mood) => mood.name);
    };
    const before = await moodNames();
    expect(await moodNames()).toEqual(before);
    const admin = connectClient('catalog', loadProtos().downbeat.catalog.v1.CatalogAdminService, catalog.address);
    try {
      await admin.upsertMood({ moodId: 'mood-cache-test', name: 'Zestful Cache Test', images: {} });
    } finally {
      admin.close();
    }
    expect(await moodNames()).toContain('Zestful Cache Test');
  });

  it('answers 503 naming the catalog when it is gone, while tokens still work', async () => {
    const accessToken = await partnerToken();
    await catalog.stop();

    const tracks = await fetch(`${gateway.url}/v0/tracks`, { headers: { authorization: `Bearer ${accessToken}` } });
    const ready = await fetch(`${gateway.url}/readyz`);

    expect(tracks.status).toBe(503);
    expect(tracks.headers.get('retry-after')).toBe('2');
    expect(await tracks.json()).toEqual({ message: 'catalog service is unavailable' });
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('2');
    expect(await ready.json()).toMatchObject({ upstreams: { accounts: 'SERVING', catalog: 'UNREACHABLE' } });
  });
});

describe('gateway in front of a search service that accepts connections and never answers', () => {
  let accounts: HostedService;
  let catalog: HostedService;
  let hung: Awaited<ReturnType<typeof silentServer>>;
  let gateway: RunningGateway;
  const log = logLines();

  beforeAll(async () => {
    ({ accounts, catalog } = await startUpstreamServices());
    hung = await silentServer();
    gateway = await startGateway({
      host: '127.0.0.1',
      port: 0,
      logger: createLogger({ service: 'gateway', destination: log.destination }),
      upstreams: {
        accounts: accounts.address,
        catalog: catalog.address,
        others: { search: new URL(hung.url).host },
      },
    });
  });

  afterAll(async () => {
    await gateway.stop();
    await hung.close();
    await accounts.stop();
    await catalog.stop();
  });

  it('answers 503 "search service did not answer in time" with Retry-After, logged as one warning line', async () => {
    const tokenResponse = await fetch(`${gateway.url}/v0/partner-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    const { accessToken } = (await tokenResponse.json()) as { accessToken: string };
    log.lines.length = 0;

    const response = await fetch(`${gateway.url}/v0/tracks/search?term=tide`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });

    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(await response.json()).toEqual({ message: 'search service did not answer in time' });
    expect(log.lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        status: 503,
        route: '/v0/tracks/search',
        err: expect.objectContaining({
          kind: 'deadline-exceeded',
          cause: expect.stringMatching(/^4 DEADLINE_EXCEEDED: /),
        }),
      }),
    ]);
    expect(log.lines[0]?.err).not.toHaveProperty('stack');
  });
});
