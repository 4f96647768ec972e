import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/api';
import { pages, type ListPath, type PageOf } from './pagination';
import { fixedToken, IssuedToken, requestToken, type Credential } from './tokens';
import { transport, type RetryPolicy } from './transport';

export interface PartnerCredentials {
  accessKeyId: string;
  accessKeySecret: string;
}

export interface DownbeatOptions {
  /** Where the API is, e.g. `http://127.0.0.1:8080` (`./scripts/start`). */
  baseUrl: string;
  /**
   * The partner's access key: partner tokens (60 minutes) are obtained with it and renewed before
   * they expire; `forUser()` turns them into user tokens.
   */
  credentials?: PartnerCredentials;
  /** A token you already hold (or a function returning the current one), instead of credentials. */
  token?: string | (() => string | Promise<string>);
  /**
   * Browser only, signed in to the developer portal (the session cookie): no token; every write
   * carries the session's CSRF token from this function.
   */
  csrfToken?: () => string | undefined;
  /** Waits on 429 (and 503 for idempotent calls): attempts and the longest wait. */
  retry?: RetryPolicy;
  /** Renew tokens this many seconds before they expire (default 60). */
  refreshMarginSeconds?: number;
  /** Another fetch (a test double, a proxy agent); default the global fetch. */
  fetch?: typeof fetch;
}

/** The typed client: `api` is the whole partner API (openapi-fetch over the generated types). */
export interface Downbeat {
  /** Every operation, typed by path and method: `api.GET('/v0/tracks', { params: { query: { limit: 10 } } })`. */
  readonly api: Client<paths>;
  /** A client acting as one of the partner's end users (user tokens, 15 minutes, renewed before expiry). */
  forUser(userId: string | number): Downbeat;
  /** Every page of a list, following `links.next`. */
  pages<P extends ListPath>(path: P, query?: Record<string, unknown>): AsyncGenerator<PageOf<P>>;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function createDownbeat(options: DownbeatOptions): Downbeat {
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const partner = partnerCredential(options, fetcher, baseUrl);
  return clientWith(options, fetcher, baseUrl, partner);
}

function partnerCredential(options: DownbeatOptions, fetcher: typeof fetch, baseUrl: string): Credential | undefined {
  if (options.token) return fixedToken(options.token);
  const credentials = options.credentials;
  if (!credentials) return undefined;
  return new IssuedToken(
    () => requestToken(fetcher, `${baseUrl}/v0/partner-token`, credentials),
    options.refreshMarginSeconds,
  );
}

function clientWith(
  options: DownbeatOptions,
  fetcher: typeof fetch,
  baseUrl: string,
  credential: Credential | undefined,
): Downbeat {
  const send = transport({
    fetch: fetcher,
    ...(credential ? { credential } : {}),
    ...(options.retry ? { retry: options.retry } : {}),
    headers: (request): Record<string, string> => {
      const csrf = WRITES.has(request.method) ? options.csrfToken?.() : undefined;
      return csrf ? { 'X-CSRF-Token': csrf } : {};
    },
  });
  const api = createClient<paths>({ baseUrl, fetch: send });
  return {
    api,
    forUser(userId) {
      if (!credential) throw new Error('forUser needs partner credentials or a partner token');
      const user = new IssuedToken(
        async () => requestToken(fetcher, `${baseUrl}/v0/token`, { userId }, await credential.authorization()),
        options.refreshMarginSeconds,
      );
      return clientWith(options, fetcher, baseUrl, user);
    },
    pages: (path, query) => pages(api, send, baseUrl, path, query),
  };
}

/**
 * The body of a successful answer: `const { tracks } = await ok(api.GET('/v0/tracks'))`. Errors
 * never reach here (the client throws DownbeatError), so the body is there for every operation
 * that answers one.
 */
export async function ok<T extends { data?: unknown; response: Response }>(
  call: Promise<T>,
): Promise<NonNullable<T['data']>> {
  const { data, response } = await call;
  if (data === undefined) throw new Error(`${response.url} answered ${response.status} without a body`);
  return data as NonNullable<T['data']>;
}
