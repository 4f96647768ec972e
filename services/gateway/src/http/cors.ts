import type { Request, Response } from 'express';

/** Headers a browser script may read on our responses. */
const EXPOSED = ['RateLimit', 'RateLimit-Policy', 'Retry-After', 'ETag'].join(', ');

/**
 * Preflights carry no token, so they cannot tell which partner is asking: every origin gets a
 * positive preflight (`answerPreflight`), and the actual response carries
 * `Access-Control-Allow-Origin` only when the token's partner allows the origin (`allowOrigin`).
 * A browser therefore only ever reads responses for origins that some partner allowed.
 */
export const isPreflight = (request: Request): boolean =>
  request.method === 'OPTIONS' && !!request.headers.origin && !!request.headers['access-control-request-method'];

export function answerPreflight(request: Request, response: Response): void {
  response
    .status(204)
    .set({
      'Access-Control-Allow-Origin': request.headers.origin,
      'Access-Control-Allow-Methods': 'GET, POST, DELETE',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, If-None-Match',
      'Access-Control-Max-Age': '600',
    })
    .vary('Origin')
    .vary('Access-Control-Request-Headers')
    .end();
}

/** Lets the browser read this response when the request's origin is among `allowedOrigins`. */
export function allowOrigin(request: Request, response: Response, allowedOrigins: Iterable<string>): void {
  const origin = request.headers.origin;
  if (!origin) return;
  response.vary('Origin');
  for (const allowed of allowedOrigins) {
    if (allowed === origin) {
      response.set({ 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': EXPOSED });
      return;
    }
  }
}
