import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { fromTimestamp } from '@downbeat/contracts';
import { forbidden, unauthenticated } from '@downbeat/platform';
import type { AccountsClient } from '../upstreams/upstreams';

/**
 * The developer portal's session cookie. Over TLS it is `__Host-downbeat_portal` (the prefix makes
 * browsers insist on Secure, Path=/ and no Domain, so no subdomain can plant or read it); over
 * plain HTTP (a laptop) `downbeat_portal`. HttpOnly: page scripts never see the session token.
 * SameSite=Strict: no other site's page makes the browser send it.
 */
export const SESSION_COOKIE = 'downbeat_portal';
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
/** The header that carries the CSRF token on every state-changing request of a session. */
export const CSRF_HEADER = 'X-CSRF-Token';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface PortalSessionAnswer {
  partnerId: string;
  expiresAt: Date;
}

/** Asks accounts for the partner behind a session token (every request: sign-out takes effect at once). */
export type SessionLookup = (token: string) => Promise<PortalSessionAnswer>;

export function sessionLookup(client: Pick<AccountsClient, 'getPortalSession'>): SessionLookup {
  return async (sessionToken) => {
    const answer = await client.getPortalSession({ sessionToken });
    return { partnerId: answer.partnerId, expiresAt: fromTimestamp(answer.expiresAt) ?? new Date(0) };
  };
}

/** The session token from the request's cookie, if it has one. */
export function sessionTokenOf(request: Request): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const cookies = new Map(
    header.split(';').flatMap((pair) => {
      const at = pair.indexOf('=');
      return at > 0 ? [[pair.slice(0, at).trim(), pair.slice(at + 1).trim()] as const] : [];
    }),
  );
  return cookies.get(SECURE_SESSION_COOKIE) || cookies.get(SESSION_COOKIE) || undefined;
}

/**
 * The CSRF token of a session: derived from the session token, so nothing more is stored, and
 * readable only by a page that may read the session's own answers (same origin: the gateway sends
 * no Access-Control-Allow-Credentials, so no other origin's script can read it).
 */
export function csrfTokenOf(sessionToken: string): string {
  return createHash('sha256').update(`downbeat portal csrf\n${sessionToken}`).digest('base64url');
}

/**
 * Refuses a state-changing request made with the session cookie unless it carries the session's
 * CSRF token in `X-CSRF-Token` (a custom header: another site cannot send one without a CORS
 * preflight, which never allows credentials here) and, when the browser names its origin, comes
 * from the gateway's own origin.
 */
export function requireSameOriginWrite(request: Request, sessionToken: string): void {
  if (!UNSAFE_METHODS.has(request.method)) return;
  requireOwnOrigin(request);
  const presented = Buffer.from(request.get(CSRF_HEADER) ?? '');
  const expected = Buffer.from(csrfTokenOf(sessionToken));
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected))
    throw forbidden(`The ${CSRF_HEADER} header is missing or does not match the session (reload the portal)`);
}

/** A request a browser sent from a page of another origin is refused (sign-in included: no login CSRF). */
export function requireOwnOrigin(request: Request): void {
  const origin = request.headers.origin;
  if (origin && origin !== `${request.protocol}://${request.get('host') ?? ''}`)
    throw forbidden('The developer portal’s session is only usable from the portal’s own pages');
}

/** Sets the session cookie for `expiresAt` (Secure and `__Host-` when the request came over TLS). */
export function setSessionCookie(request: Request, response: Response, token: string, expiresAt: Date): void {
  const secure = request.secure;
  const maxAge = Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000));
  response.append(
    'Set-Cookie',
    `${secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
  );
}

/** Removes the session cookie (both names: a portal reached over HTTP and HTTPS may hold either). */
export function clearSessionCookie(request: Request, response: Response): void {
  response.append('Set-Cookie', `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict`);
  if (request.secure)
    response.append('Set-Cookie', `${SECURE_SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict; Secure`);
}

/** The session caller's token; 401 when the operation needs a portal session and the caller used a token. */
export function requirePortalSession(portalSession: string | undefined): string {
  if (!portalSession) throw unauthenticated('Invalid credentials: this operation needs a developer-portal session');
  return portalSession;
}
