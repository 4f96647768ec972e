import { DownbeatError } from './errors';

/** Something that can put a credential on a request. */
export interface Credential {
  /** The `Authorization` header value, fetched or refreshed when needed. */
  authorization(): Promise<string>;
  /** The API refused the credential (401): the next `authorization()` must not reuse it. */
  refused(value: string): void;
}

export interface TokenAnswer {
  accessToken: string;
}

/**
 * A bearer token obtained by `issue` and kept until `refreshMarginSeconds` before its expiry (the
 * JWT's `exp`), then replaced; concurrent callers share one issue. A token the API refuses is
 * dropped, so the next request gets a new one.
 */
export class IssuedToken implements Credential {
  private current: { value: string; refreshAt: number } | undefined;
  private pending: Promise<string> | undefined;

  constructor(
    private readonly issue: () => Promise<string>,
    private readonly refreshMarginSeconds = 60,
    private readonly now: () => number = Date.now,
  ) {}

  async authorization(): Promise<string> {
    if (this.current && this.now() < this.current.refreshAt) return `Bearer ${this.current.value}`;
    this.pending ??= this.issue()
      .then((value) => {
        const expires = expiryOf(value) ?? this.now() + 5 * 60_000;
        // Never refresh sooner than halfway through a token's life, whatever the margin.
        const life = expires - this.now();
        this.current = { value, refreshAt: expires - Math.min(this.refreshMarginSeconds * 1000, life / 2) };
        return value;
      })
      .finally(() => (this.pending = undefined));
    return `Bearer ${await this.pending}`;
  }

  refused(value: string): void {
    if (this.current && `Bearer ${this.current.value}` === value) this.current = undefined;
  }
}

/** A token the caller already has (or a function that returns the current one); never refreshed here. */
export function fixedToken(token: string | (() => string | Promise<string>)): Credential {
  return {
    authorization: async () => `Bearer ${typeof token === 'function' ? await token() : token}`,
    refused: () => undefined,
  };
}

/** Milliseconds since the epoch of a JWT's `exp` claim; undefined for anything else. */
export function expiryOf(jwt: string): number | undefined {
  const payload = jwt.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** POSTs a token request (no credential of its own beyond `authorization`) and reads `accessToken`. */
export async function requestToken(
  fetcher: typeof fetch,
  url: string,
  body: unknown,
  authorization?: string,
): Promise<string> {
  const response = await fetcher(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await DownbeatError.from(response, `POST ${new URL(url).pathname}`);
  return ((await response.json()) as TokenAnswer).accessToken;
}
