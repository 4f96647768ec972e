import { hash } from 'node:crypto';
import type { Request, Response } from 'express';

/**
 * Sends a catalog read with a weak ETag (a hash of the body) and `Cache-Control: private,
 * max-age=60` — private because what a partner sees depends on its free tier. A matching
 * `If-None-Match` gets 304 with no body.
 */
export function sendCatalogRead(request: Request, response: Response, body: unknown): void {
  const payload = JSON.stringify(body);
  const etag = `W/"${hash('sha256', payload, 'base64url').slice(0, 32)}"`;
  response.set({ 'Cache-Control': 'private, max-age=60', ETag: etag });
  response.vary('Authorization');
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    response.status(304).end();
    return;
  }
  response.type('application/json').send(payload);
}

/**
 * RFC 9110 §13.1.2 with weak comparison. Deliberately not Express's `request.fresh`: it ignores
 * If-None-Match when the request says `Cache-Control: no-cache`, which fetch() adds to every
 * request carrying a hand-set If-None-Match, so partners' fetch() clients would never see a 304.
 */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => opaque(candidate) === opaque(etag));
}
