import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import express from 'express';
import { RateLimits } from '../rate-limit/rate-limits';
import { portalRoutes } from './portal';

/** The portal's files as the gateway serves them: a web root like services/portal's build. */
describe('the developer portal at /portal/', () => {
  const script = 'console.log("portal");\n'.repeat(50);
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Portal</title>');
    writeFileSync(path.join(root, 'assets', 'index-abc123.js'), script);
    writeFileSync(path.join(root, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
    const app = express();
    app.use(portalRoutes(root, new RateLimits({ ratePerSecond: 100, burst: 100 })));
    app.use((_request, response) => response.status(404).json({ message: 'not found' }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('answers every page path with the application, never framed, only this origin’s scripts', async () => {
    for (const page of ['/portal/', '/portal/free-tier', '/portal/keys']) {
      const response = await fetch(`${base}${page}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Portal</title>');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('redirects /portal to /portal/ (the page’s relative URLs need the slash)', async () => {
    const response = await fetch(`${base}/portal?x=1`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/portal/?x=1');
  });

  it('sends built assets compressed when the browser takes Brotli, cached for good', async () => {
    const compressed = await fetch(`${base}/portal/assets/index-abc123.js`, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(compressed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await compressed.text()).toBe(script); // fetch decodes it
    const plain = await fetch(`${base}/portal/assets/index-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('serves nothing but the built assets (no other file, no path out of the folder)', async () => {
    expect((await fetch(`${base}/portal/assets/nope.js`)).status).toBe(404);
    expect((await fetch(`${base}/portal/assets/..%2Findex.html`)).status).toBe(404);
  });

  it('answers 503 naming the build command when the portal is not built', async () => {
    const app = express();
    app.use(portalRoutes(undefined, new RateLimits({ ratePerSecond: 100, burst: 100 })));
    app.use(((error, _request, response, _next) =>
      response.status(503).json({ message: (error as Error).message })) as express.ErrorRequestHandler);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/portal/keys`);
    server.close();
    expect(response.status).toBe(503);
    expect(((await response.json()) as { message: string }).message).toContain('npm run build -w @downbeat/portal');
  });
});
