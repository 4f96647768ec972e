import { loadProtos } from '@downbeat/contracts';
import { connectClient, metricsText, parseExposition, sampleSum } from '@downbeat/platform';
import type { RunningGateway } from './gateway';
import { startGatewayOverUpstreams } from './testing/upstream-services';

/** What a scrape of this process shows (the gateway and its real upstreams share the registry). */
const scrape = async () => parseExposition(await metricsText());

describe('the gateway’s metrics', () => {
  let gateway: RunningGateway;
  let token: string;
  let partnerId: string;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    const started = await startGatewayOverUpstreams();
    ({ gateway, partnerToken: token, stop } = started);
    partnerId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).partner_id as string;
    // A policy of a few requests, set before the gateway first reads the partner's settings.
    const admin = connectClient(
      'accounts',
      loadProtos().downbeat.accounts.v1.AccountsAdminService,
      started.upstreams.accounts.address,
    );
    await admin.setRateLimit({ partnerId, rateLimit: { requestsPerSecond: 1, burst: 6 } });
    admin.close();
  });
  afterAll(() => stop());

  const get = (route: string) => fetch(`${gateway.url}${route}`, { headers: { authorization: `Bearer ${token}` } });

  it('time each request under its route template, count 429s per partner, and tell cache hits from misses', async () => {
    const statuses: number[] = [];
    // The catalog cache keeps a page once the catalog's version is known (pushed a moment after start).
    for (let attempt = 0; attempt < 12; attempt++) statuses.push((await get('/v0/tracks?limit=2')).status);
    const answered = statuses.filter((status) => status === 200).length;
    const refused = statuses.filter((status) => status === 429).length;
    expect(answered).toBeGreaterThanOrEqual(5);
    expect(refused).toBeGreaterThanOrEqual(1);

    const samples = await scrape();
    const count = 'http_server_request_duration_seconds_count';
    const tracks = { server: 'gateway', method: 'GET', route: '/v0/tracks' };
    expect(sampleSum(samples, count, { ...tracks, status_code: '200' })).toBe(answered);
    expect(sampleSum(samples, count, { ...tracks, status_code: '429' })).toBe(refused);
    expect(sampleSum(samples, count, { server: 'gateway', route: '/v0/partner-token', status_code: '201' })).toBe(1);
    expect(await metricsText()).not.toContain('limit=2');

    const rejections = samples.filter((sample) => sample.name === 'downbeat_rate_limit_rejections_total');
    expect(rejections).toHaveLength(1);
    expect(rejections[0]?.labels).toEqual({ policy: 'partner', partner_id: partnerId });
    expect(rejections[0]?.value).toBe(refused);

    const lookups = (result: string) =>
      sampleSum(samples, 'downbeat_cache_requests_total', { cache: 'catalog', result });
    expect(lookups('hit') + lookups('miss')).toBe(answered);
    expect(lookups('miss')).toBeGreaterThanOrEqual(1);
    expect(sampleSum(samples, 'downbeat_cache_requests_total', { cache: 'partner-settings' })).toBeGreaterThan(0);
  });

  it('counts a request for an unknown path as `unmatched`, not under its path', async () => {
    const before = sampleSum(await scrape(), 'http_server_request_duration_seconds_count', { route: 'unmatched' });
    await fetch(`${gateway.url}/v0/no-such-thing/12345`);
    const samples = await scrape();
    expect(sampleSum(samples, 'http_server_request_duration_seconds_count', { route: 'unmatched' })).toBe(before + 1);
    expect(await metricsText()).not.toContain('no-such-thing');
  });

  it('shows the upstreams’ gRPC methods it called, per method and status code', async () => {
    const samples = await scrape();
    expect(
      sampleSum(samples, 'rpc_server_call_duration_seconds_count', {
        rpc_service: 'downbeat.catalog.v1.CatalogService',
        grpc_code: 'OK',
      }),
    ).toBeGreaterThanOrEqual(1);
  });
});
