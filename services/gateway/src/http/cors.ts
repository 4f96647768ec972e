import type { Request, Response } from 'express';

/** Headers a browser script may read on our responses. */
const EXPOSED = ['RateLimit', 'RateLimit-Policy', 'Retry-After', 'ETag', 'WWW-Authenticate'].join(', ');

/**
 * Preflights carry no token, so they cannot tell which partner is asking: every origin gets a
 * positive preflight (`answerPreflight`), and the actual response carries
 * `Access-Control-Allow-Origin` only when the token's partner allows the origin (`allowOrigin`).
 * A browser therefore only ever reads responses for origins that some partner allowed.
 */
export const isPreflight = (request: Request): boolean =>
  request.method === 'OPTIONS' && !!request.headers.origin && !!request.headers['access-control-request-method'];

/** Request headers any operation reads; operations' own header parameters come from the document. */
const REQUEST_HEADERS = ['Authorization', 'Content-Type', 'If-None-Match'];

/**
 * `methods`: those the path has in the document (PUT for liking a track from a page was missing
 * when this list was written by hand); `headers`: the header parameters the document declares.
 */
export function answerPreflight(
  request: Request,
  response: Response,
  allowed: { methods: string[]; headers: string[] },
): void {
  response
    .status(204)
    .set({
      'Access-Control-Allow-Origin': request.headers.origin,
      'Access-Control-Allow-Methods': allowed.methods.join(', '),
      'Access-Control-Allow-Headers': [...REQUEST_HEADERS, ...allowed.headers].join(', '),
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
