import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet } from 'jose';
import { DomainError, forbidden, unauthenticated } from '@downbeat/platform';

/** Who is calling: a partner (partner token) or one of its end users (user token). */
export interface Caller {
  kind: 'partner' | 'user';
  partnerId: string;
  /** Present for user tokens. */
  userId?: string;
  /** The developer-portal session token when the partner signed in with the session cookie, not a token. */
  portalSession?: string;
}

export type TokenKind = Caller['kind'];

export const TOKEN_ISSUER = 'downbeat';
export const TOKEN_ALGORITHMS = ['ES256'];
const MAX_VERIFIED_TOKENS = 10_000;
/** The 401 message of a token past its `exp` (an otherwise valid one). */
export const TOKEN_EXPIRED = 'Invalid credentials: the access token has expired';

/**
 * Verifies JWTs locally against the signing keys published by accounts. Keys are cached; an
 * unknown `kid` (a key rotated in since the last fetch) triggers one refetch, at most every 10 s.
 */
export class TokenVerifier {
  private keySet: ReturnType<typeof createLocalJWKSet> | undefined;
  private fetchedAt = 0;
  /**
   * Tokens already verified against the current keys, until their `exp`: a signature check is
   * the costliest step of a catalog read, and a token that verified stays valid until it
   * expires (or the keys change, which empties this).
   */
  private readonly verified = new Map<string, { caller: Caller; expiresAt: number }>();

  constructor(
    private readonly fetchKeys: () => Promise<JSONWebKeySet>,
    private readonly refetchIntervalMs = 10_000,
  ) {}

  async verify(token: string): Promise<Caller> {
    const known = this.verified.get(token);
    // jose's own expiry rule: expired once the current whole second reaches `exp`.
    if (known && Math.floor(Date.now() / 1000) < known.expiresAt) return known.caller;
    try {
      const payload = await this.verifyWithCachedKeys(token);
      const caller = toCaller(payload);
      if (typeof payload.exp === 'number') this.remember(token, caller, payload.exp);
      return caller;
    } catch (error) {
      if (error instanceof DomainError) throw error;
      // Said apart from the others, so a client knows to fetch a new token rather than give up.
      if (error instanceof errors.JWTExpired) throw unauthenticated(TOKEN_EXPIRED);
      throw unauthenticated('Invalid credentials');
    }
  }

  private async verifyWithCachedKeys(token: string) {
    const keys = this.keySet ?? (await this.refreshKeys());
    try {
      return (await jwtVerify(token, keys, { issuer: TOKEN_ISSUER, algorithms: TOKEN_ALGORITHMS })).payload;
    } catch (error) {
      const mayBeNewKey =
        error instanceof errors.JWKSNoMatchingKey && Date.now() - this.fetchedAt >= this.refetchIntervalMs;
      if (!mayBeNewKey) throw error;
      const refreshed = await this.refreshKeys();
      return (await jwtVerify(token, refreshed, { issuer: TOKEN_ISSUER, algorithms: TOKEN_ALGORITHMS })).payload;
    }
  }

  private remember(token: string, caller: Caller, expiresAt: number): void {
    if (this.verified.size >= MAX_VERIFIED_TOKENS) this.verified.clear();
    this.verified.set(token, { caller, expiresAt });
  }

  private async refreshKeys() {
    this.verified.clear();
    this.keySet = createLocalJWKSet(await this.fetchKeys());
    this.fetchedAt = Date.now();
    return this.keySet;
  }
}

function toCaller(payload: Record<string, unknown>): Caller {
  const partnerId = payload.partner_id;
  if (typeof partnerId !== 'string') throw unauthenticated();
  if (payload.token_kind === 'partner') return { kind: 'partner', partnerId };
  if (payload.token_kind === 'user' && typeof payload.sub === 'string') {
    return { kind: 'user', partnerId, userId: payload.sub };
  }
  throw unauthenticated();
}

/** Checks the token kind an operation requires (DECISIONS.md: wrong kind is 403 naming the kind). */
export function requireKind(caller: Caller, allowed: readonly TokenKind[]): void {
  if (!allowed.includes(caller.kind)) {
    const needed = allowed.length === 1 ? `a ${allowed[0]} token` : 'a partner or user token';
    throw forbidden(`This operation requires ${needed}`);
  }
}
