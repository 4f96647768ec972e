import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * CORS with credentials, so hls.js with `withCredentials` sends the HLS cookie from a partner's
 * page: the allowed origin is echoed (never `*`, which browsers refuse with credentials).
 */
export class EdgeCors {
  private readonly anyOrigin: boolean;
  private readonly origins: Set<string>;

  /** `*` in the list allows every origin; the cookie or the signature still guards every file. */
  constructor(allowedOrigins: string[]) {
    this.anyOrigin = allowedOrigins.includes('*');
    this.origins = new Set(allowedOrigins);
  }

  apply(request: IncomingMessage, response: ServerResponse): void {
    response.setHeader('Vary', 'Origin');
    const origin = request.headers.origin;
    if (!origin || !(this.anyOrigin || this.origins.has(origin))) return;
    response.setHeader('Access-Control-Allow-Origin', origin);
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    response.setHeader('Access-Control-Expose-Headers', 'Content-Length, Content-Range, Accept-Ranges');
  }

  answerPreflight(request: IncomingMessage, response: ServerResponse): void {
    this.apply(request, response);
    response.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? 'Range');
    response.setHeader('Access-Control-Max-Age', '600');
    response.writeHead(204).end();
  }
}
