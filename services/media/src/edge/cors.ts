import type { IncomingMessage, ServerResponse } from 'node:http';

/** The origins one granted partner allows; none when the grant names no partner. */
export type OriginsOf = (partnerId: string) => Promise<string[]>;

/**
 * CORS with credentials, so hls.js with `withCredentials` sends the HLS cookie from a partner's
 * page: an allowed origin is echoed (never `*`, which browsers refuse with credentials). Allowed:
 * the origins the partner named in the grant configured in its settings (accounts), and the
 * operator's EDGE_ALLOWED_ORIGINS (e.g. the developer portal). `*` there echoes any origin — an
 * explicit opt-in, no longer the default, since any page could then read with a user's cookie.
 */
export class EdgeCors {
  private readonly anyOrigin: boolean;
  private readonly origins: Set<string>;

  constructor(
    allowedOrigins: string[],
    private readonly originsOf: OriginsOf = async () => [],
  ) {
    this.anyOrigin = allowedOrigins.includes('*');
    this.origins = new Set(allowedOrigins);
  }

  /** Lets the request's origin read the answer when the operator or `partnerId` allows it. */
  async apply(request: IncomingMessage, response: ServerResponse, partnerId: string | undefined): Promise<void> {
    response.setHeader('Vary', 'Origin');
    const origin = request.headers.origin;
    if (!origin || !(await this.allows(origin, partnerId))) return;
    response.setHeader('Access-Control-Allow-Origin', origin);
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    response.setHeader('Access-Control-Expose-Headers', 'Content-Length, Content-Range, Accept-Ranges');
  }

  /** A preflight carries no cookie: the partner is known only from a proof in the URL, if any. */
  async answerPreflight(
    request: IncomingMessage,
    response: ServerResponse,
    partnerId: string | undefined,
  ): Promise<void> {
    await this.apply(request, response, partnerId);
    response.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? 'Range');
    response.setHeader('Access-Control-Max-Age', '600');
    response.writeHead(204).end();
  }

  private async allows(origin: string, partnerId: string | undefined): Promise<boolean> {
    if (this.anyOrigin || this.origins.has(origin)) return true;
    return partnerId ? (await this.originsOf(partnerId)).includes(origin) : false;
  }
}
