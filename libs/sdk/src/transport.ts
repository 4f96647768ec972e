import { DownbeatError, retryAfterOf } from './errors';
import type { Credential } from './tokens';

export interface RetryPolicy {
  /** Attempts in all, the first included (default 4). */
  attempts?: number;
  /** The longest single wait, in milliseconds (default 30 s); a longer Retry-After is not waited for. */
  maxDelayMs?: number;
  /** The wait before the first retry when the answer names none (default 500 ms; doubles each time). */
  baseDelayMs?: number;
}

export interface TransportOptions {
  fetch: typeof fetch;
  credential?: Credential;
  retry?: RetryPolicy;
  /** Extra headers per request (the portal's CSRF token on writes). */
  headers?: (request: Request) => Record<string, string>;
  sleep?: (ms: number) => Promise<void>;
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

/**
 * The fetch every call goes through: puts the credential on (a refused one is replaced once), and
 * waits and retries when the API says to — 429 always (nothing was done), 503 for idempotent
 * methods — for as long as `Retry-After` says, else with exponential backoff and jitter. Any
 * other non-2xx answer, or the last of the retries, is thrown as a DownbeatError.
 */
export function transport(options: TransportOptions): (input: Request) => Promise<Response> {
  const attempts = Math.max(1, options.retry?.attempts ?? 4);
  const maxDelayMs = options.retry?.maxDelayMs ?? 30_000;
  const baseDelayMs = options.retry?.baseDelayMs ?? 500;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  return async (original: Request) => {
    const label = `${original.method} ${new URL(original.url).pathname}`;
    let refreshed = false;
    for (let attempt = 1; ; attempt += 1) {
      const request = original.clone();
      const authorization = options.credential ? await options.credential.authorization() : undefined;
      const headers = new Headers(request.headers);
      if (authorization && !headers.has('authorization')) headers.set('authorization', authorization);
      for (const [name, value] of Object.entries(options.headers?.(request) ?? {})) headers.set(name, value);
      const response = await options.fetch(new Request(request, { headers }));
      if (response.ok || response.status === 304) return response;

      if (response.status === 401 && authorization && !refreshed && options.credential) {
        // An expired or rotated token: one more try with a fresh one.
        options.credential.refused(authorization);
        refreshed = true;
        attempt -= 1;
        await response.body?.cancel();
        continue;
      }
      const retryable = response.status === 429 || (response.status === 503 && IDEMPOTENT.has(original.method));
      const waitMs = retryable ? delayOf(response, attempt, baseDelayMs) : undefined;
      if (waitMs === undefined || attempt >= attempts || waitMs > maxDelayMs)
        throw await DownbeatError.from(response, label);
      await response.body?.cancel();
      await sleep(waitMs);
    }
  };
}

function delayOf(response: Response, attempt: number, baseDelayMs: number): number {
  const retryAfter = retryAfterOf(response);
  if (retryAfter !== undefined) return Math.ceil(retryAfter * 1000);
  const backoff = baseDelayMs * 2 ** (attempt - 1);
  return backoff / 2 + Math.random() * (backoff / 2);
}
