import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import { EdgeCors } from './cors';

const PARTNER_ORIGINS: Record<string, string[]> = { 'partner-a': ['https://a.example'] };
const originsOf = async (partnerId: string) => PARTNER_ORIGINS[partnerId] ?? [];

let server: Server | undefined;

/** An HTTP server answering every request through `cors` for the partner in the `partner` header. */
async function serveWith(cors: EdgeCors): Promise<string> {
  server = createServer((request, response) => {
    const partner = request.headers['x-partner'] as string | undefined;
    if (request.method === 'OPTIONS') return void cors.answerPreflight(request, response, partner);
    void cors.apply(request, response, partner).then(() => response.end('ok'));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

const allowedOrigin = async (url: string, origin: string, partner?: string, method = 'GET') =>
  (
    await fetch(url, {
      method,
      headers: { origin, ...(partner ? { 'x-partner': partner } : {}), 'access-control-request-method': 'GET' },
    })
  ).headers.get('access-control-allow-origin');

describe('edge CORS', () => {
  it('lets a page read with credentials only from an origin the granted partner allows', async () => {
    const url = await serveWith(new EdgeCors([], originsOf));
    expect(await allowedOrigin(url, 'https://a.example', 'partner-a')).toBe('https://a.example');
    expect(await allowedOrigin(url, 'https://evil.example', 'partner-a')).toBeNull();
    expect(await allowedOrigin(url, 'https://a.example', 'partner-b')).toBeNull();
    expect(await allowedOrigin(url, 'https://a.example')).toBeNull();
    expect(await allowedOrigin(url, 'https://a.example', 'partner-a', 'OPTIONS')).toBe('https://a.example');
    expect(await allowedOrigin(url, 'https://evil.example', 'partner-a', 'OPTIONS')).toBeNull();
  });

  it('echoes no origin by default, the operator’s origins for every partner, and any origin only when told `*`', async () => {
    expect(await allowedOrigin(await serveWith(new EdgeCors([])), 'https://evil.example', 'partner-a')).toBeNull();
    server!.close();
    const operator = await serveWith(new EdgeCors(['https://portal.example'], originsOf));
    expect(await allowedOrigin(operator, 'https://portal.example', 'partner-b')).toBe('https://portal.example');
    server!.close();
    expect(await allowedOrigin(await serveWith(new EdgeCors(['*'])), 'https://any.example')).toBe(
      'https://any.example',
    );
  });
});
