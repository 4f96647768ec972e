import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isApiKey } from '@downbeat/contracts';
import { DomainError, forbidden, unauthenticated } from '@downbeat/platform';
import { allowOrigin } from '../http/cors';
import type { RateLimits } from '../rate-limit/rate-limits';
import type { ApiKeyVerifier } from './api-key-verifier';
import type { PartnerDirectory } from './partner-directory';
import { requireSameOriginWrite, sessionTokenOf, type SessionLookup } from './portal-session';
import { requireKind, type Caller, type TokenKind, type TokenVerifier } from './token-verifier';

/** What every authenticated request passes through. */
export interface Gatekeeping {
  verifier: TokenVerifier;
  /** Partner API keys; a `dbk_live_` Bearer token is one. Absent: no API key is taken. */
  apiKeys?: ApiKeyVerifier;
  partners: PartnerDirectory;
  limits: RateLimits;
  /** Developer-portal sessions (the cookie), accepted wherever a partner token is. */
  sessions?: SessionLookup;
}

/**
 * Requires `Authorization: Bearer <token>` of one of the allowed kinds (or, where partners are
 * allowed, the developer portal's session cookie — then also the CSRF token on writes) and puts the caller on
 * `response.locals.caller`. In order: the token (401 when missing, expired, tampered or foreign),
 * the partner (401 when unknown or disabled), the partner's rate limit (429), CORS for the
 * partner's origins, then the token kind (403 naming the kind needed). A request whose token
 * fails is charged to its client IP instead, so guessing tokens is rate limited too.
 */
export function authenticate(
  gate: Gatekeeping,
  allowed: readonly TokenKind[],
  options: { portalSessionOnly?: boolean } = {},
): RequestHandler {
  return async (request: Request, response: Response, next: NextFunction) => {
    let caller: Caller;
    let access: Awaited<ReturnType<PartnerDirectory['requireActive']>>;
    try {
      caller = await identify(gate, request, allowed);
      access = await gate.partners.requireActive(caller.partnerId);
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'unauthenticated') {
        allowOrigin(request, response, gate.partners.knownOrigins());
        gate.limits.chargeClient(request, response);
      }
      throw error;
    }
    allowOrigin(request, response, access.allowedOrigins);
    gate.limits.chargePartner(response, caller.partnerId, access.rateLimit);
    requireKind(caller, allowed);
    if (options.portalSessionOnly && !caller.portalSession)
      throw forbidden('This operation requires a developer-portal session (sign in with POST /v0/partner/session)');
    if (caller.portalSession) requireSameOriginWrite(request, caller.portalSession);
    response.locals.caller = caller;
    next();
  };
}

/**
 * The caller from `Authorization: Bearer` — a partner API key acts as its partner's token, anything
 * else must be one of our JWTs — or, without that header where a partner is allowed, from the
 * developer portal's session cookie: a session is a partner credential.
 */
async function identify(gate: Gatekeeping, request: Request, allowed: readonly TokenKind[]): Promise<Caller> {
  const session = request.headers.authorization ? undefined : sessionTokenOf(request);
  if (session && gate.sessions && allowed.includes('partner')) {
    const { partnerId } = await gate.sessions(session);
    return { kind: 'partner', partnerId, portalSession: session };
  }
  const token = bearerToken(request);
  if (isApiKey(token)) return gate.apiKeys ? gate.apiKeys.verify(token) : Promise.reject(unauthenticated());
  return gate.verifier.verify(token);
}

function bearerToken(request: Request): string {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw unauthenticated('Invalid credentials');
  return match[1];
}

export function callerOf(response: Response): Caller {
  return response.locals.caller as Caller;
}
