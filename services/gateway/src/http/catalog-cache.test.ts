import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createLogger, notFound } from '@downbeat/platform';
import { CatalogReadCache } from './catalog-cache';
import { errorResponder } from './problem';

const logger = createLogger({ service: 'gateway-test', level: 'silent' });

/** The cache in a real Express app; the "catalog" is a counter whose answers change with its version. */
describe('CatalogReadCache', () => {
  const version: { current: string | undefined } = { current: 'v1' };
  let clock = 0;
  let reads = 0;
  let readGate: Promise<void> = Promise.resolve();
  let server: Server;
  let url: string;
  const cache = new CatalogReadCache(version, { maxBytes: 400, maxAgeMs: 5_000, now: () => clock });

  beforeAll(async () => {
    const app = express();
    app.use((request, response, next) => {
      response.locals.caller = { partnerId: request.header('x-partner') ?? 'p1' };
      next();
    });
    app.get(
      '/items',
      cache.of(async (request) => {
        reads += 1;
        const answer = { read: reads, version: version.current, page: request.query.page ?? null };
        await readGate;
        return answer;
      }),
    );
    app.get(
      '/missing',
      cache.of(async () => {
        reads += 1;
        throw notFound('Item was not found');
      }),
    );
    app.get(
      '/large',
      cache.of(async () => {
        reads += 1;
        return { padding: 'x'.repeat(500) };
      }),
    );
    app.use(errorResponder(logger));
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  beforeEach(() => {
    version.current = `v${Math.random()}`;
    clock = 0;
    reads = 0;
    readGate = Promise.resolve();
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${url}${path}`, { headers });
  const readOf = async (response: Response) => ((await response.json()) as { read: number }).read;

  it('answers repeated reads from memory while the version stands, with the same ETag', async () => {
    const first = await get('/items?page=1');
    const second = await get('/items?page=1');
    expect(await readOf(first)).toBe(1);
    expect(await readOf(second)).toBe(1);
    expect(reads).toBe(1);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(second.headers.get('cache-control')).toBe('private, max-age=60');
    expect(second.headers.get('vary')).toBe('Authorization');
  });

  it('reads again once the catalog version changes', async () => {
    await get('/items');
    version.current = 'changed';
    const response = await get('/items');
    expect(await readOf(response)).toBe(2);
  });

  it('keeps partners and URLs apart', async () => {
    await get('/items?page=1');
    expect(await readOf(await get('/items?page=2'))).toBe(2);
    expect(await readOf(await get('/items?page=1', { 'x-partner': 'p2' }))).toBe(3);
    expect(await readOf(await get('/items?page=1'))).toBe(1);
  });

  it('does not keep a read whose version changed while it was in flight', async () => {
    let release = () => undefined as void;
    readGate = new Promise<void>((resolve) => (release = resolve));
    const pending = get('/items');
    await new Promise((resolve) => setTimeout(resolve, 20));
    version.current = 'moved-on';
    release();
    await pending;
    expect(await readOf(await get('/items'))).toBe(2);
  });

  it('sends one read for requests that ask for the same page while it is being read', async () => {
    let release = () => undefined as void;
    readGate = new Promise<void>((resolve) => (release = resolve));
    const waiting = Promise.all([get('/items?page=3'), get('/items?page=3'), get('/items?page=3')]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    const answers = await Promise.all((await waiting).map(readOf));
    expect(answers).toEqual([1, 1, 1]);
    expect(reads).toBe(1);
  });

  it('caches nothing while the version is unknown', async () => {
    version.current = undefined;
    await get('/items');
    expect(await readOf(await get('/items'))).toBe(2);
  });

  it('expires entries after the longest life even when the version stands', async () => {
    await get('/items');
    clock = 4_999;
    expect(await readOf(await get('/items'))).toBe(1);
    clock = 5_000;
    expect(await readOf(await get('/items'))).toBe(2);
  });

  it('answers a matching If-None-Match with 304 from the cache', async () => {
    const etag = (await get('/items')).headers.get('etag')!;
    const revalidated = await get('/items', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(reads).toBe(1);
  });

  it('never caches errors, and skips bodies larger than the whole budget', async () => {
    expect((await get('/missing')).status).toBe(404);
    expect((await get('/missing')).status).toBe(404);
    await get('/large');
    await get('/large');
    expect(reads).toBe(4);
  });

  it('drops the oldest entries to stay within its byte budget', async () => {
    for (let page = 1; page <= 8; page++) await get(`/items?page=${page}`);
    expect(cache.size.bytes).toBeLessThanOrEqual(400);
    expect(cache.size.entries).toBeLessThan(8);
    await get('/items?page=8');
    expect(reads).toBe(8);
    await get('/items?page=1');
    expect(reads).toBe(9);
  });
});
