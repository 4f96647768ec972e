import { createDownbeat, isDownbeatError, type Schema } from '@downbeat/sdk';

/**
 * The portal's client of the API: same origin, signed in with the session cookie (HttpOnly, so
 * never seen here); every write carries the session's CSRF token, which lives in memory only.
 */
let csrf: string | undefined;

/** Dispatched when the API says the session ended (expired, signed out elsewhere, secret rotated). */
export const SIGNED_OUT_EVENT = 'downbeat:signed-out';

export const downbeat = createDownbeat({
  baseUrl: window.location.origin,
  csrfToken: () => csrf,
  retry: { attempts: 3, maxDelayMs: 5_000 },
  fetch: async (input, init) => {
    const response = await fetch(input, init);
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    if (response.status === 401 && path !== '/v0/partner/session') window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
    return response;
  },
});

export function rememberCsrfToken(token: string | undefined): void {
  csrf = token;
}

export type Partner = Schema<'Partner'>;
export type PortalSession = Schema<'PortalSession'>;

/** What to tell the partner about a failed call: the API's message and each offending field. */
export function problemOf(error: unknown): string {
  if (isDownbeatError(error)) {
    const fields = (error.body.errors ?? []).map((entry) => `${entry.key}: ${entry.messages.join('; ')}`);
    return [error.body.message, ...fields].join(' — ');
  }
  return error instanceof Error ? error.message : String(error);
}

/** The error's messages about one field, for the form control that holds it. */
export function fieldProblem(error: unknown, key: string): string | undefined {
  return isDownbeatError(error) ? error.field(key).join('; ') || undefined : undefined;
}
