import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseExposition, sampleSum } from './exposition';
import { httpMetrics } from './http';
import { metricsText } from './registry';

/** A tiny router: the route template is known for /v0/tracks/<id>, nothing else. */
const routes = new WeakMap<ServerResponse, string>();
let server: Server;
let base: string;

beforeAll(async () => {
  const timed = httpMetrics({ server: 'test-http', routeOf: (response) => routes.get(response) });
  server = createServer((request, response) => {
    timed(request, response, () => {
      const track = /^\/v0\/tracks\/([^/]+)$/.exec(request.url ?? '');
      if (!track) return void response.writeHead(404).end();
      routes.set(response, '/v0/tracks/{trackId}');
      if (track[1] === 'slow') return void setTimeout(() => response.writeHead(200).end('{}'), 120);
      response.writeHead(track[1] === 'missing' ? 404 : 200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const scrape = async () => parseExposition(await metricsText());
const COUNT = 'http_server_request_duration_seconds_count';

describe('HTTP RED metrics', () => {
  it('count requests per route template, method and status — never per raw path', async () => {
    await fetch(`${base}/v0/tracks/t-1`);
    await fetch(`${base}/v0/tracks/t-2`);
    await fetch(`${base}/v0/tracks/missing`);
    await fetch(`${base}/no/such/path/t-3`);
    const samples = await scrape();
    const route = { server: 'test-http', route: '/v0/tracks/{trackId}', method: 'GET' };
    expect(sampleSum(samples, COUNT, { ...route, status_code: '200' })).toBe(2);
    expect(sampleSum(samples, COUNT, { ...route, status_code: '404' })).toBe(1);
    expect(sampleSum(samples, COUNT, { server: 'test-http', route: 'unmatched', status_code: '404' })).toBe(1);
    const text = await metricsText();
    expect(text).not.toContain('t-1');
    expect(text).not.toContain('/no/such/path');
  });

  it('measure the time until the response finished, in seconds', async () => {
    await fetch(`${base}/v0/tracks/slow`);
    const samples = await scrape();
    const labels = { server: 'test-http', route: '/v0/tracks/{trackId}', status_code: '200' };
    // The slow request (≥ 120 ms) is above the 0.1 s bucket; the fast ones of the test above are below it.
    const fast = sampleSum(samples, 'http_server_request_duration_seconds_bucket', { ...labels, le: '0.1' });
    const all = sampleSum(samples, COUNT, labels);
    expect(all - fast).toBeGreaterThanOrEqual(1);
    expect(sampleSum(samples, 'http_server_request_duration_seconds_sum', labels)).toBeGreaterThanOrEqual(0.12);
  });

  it('count a method outside the API (WebDAV here) as _OTHER', async () => {
    await new Promise<void>((resolve, reject) => {
      const request = httpRequest(`${base}/v0/tracks/t-9`, { method: 'PROPFIND' }, (response) => {
        response.resume();
        response.on('end', resolve);
      });
      request.on('error', reject);
      request.end();
    });
    expect(sampleSum(await scrape(), COUNT, { server: 'test-http', method: '_OTHER' })).toBe(1);
  });
});
