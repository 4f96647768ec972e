import { randomUUID } from 'node:crypto';
import { unauthenticated } from '@downbeat/platform';
import { SignJWT } from 'jose';
import type { EndUsers } from './end-users';
import type { Partners } from './partners';
import { SIGNING_ALGORITHM, type KeyRing } from './signing-keys';
import { PARTNER_TOKEN_SECONDS, USER_TOKEN_SECONDS } from './token-lifetimes';
import { checkUserId } from './user-id';

export { PARTNER_TOKEN_SECONDS, USER_TOKEN_SECONDS } from './token-lifetimes';
export const TOKEN_ISSUER = 'downbeat';

export interface IssuedToken {
  accessToken: string;
  expiresInSeconds: number;
}

/**
 * Claims: `iss`, `sub` (partner id or end-user id), `partner_id`, `token_kind` (partner | user),
 * `iat`, `exp`, `jti`. The gateway verifies them with the published keys only.
 */
export async function issueToken(
  keys: KeyRing,
  claims: { kind: 'partner' | 'user'; partnerId: string; subject: string },
  now = new Date(),
): Promise<IssuedToken> {
  await keys.refreshIfStale();
  const lifetime = claims.kind === 'partner' ? PARTNER_TOKEN_SECONDS : USER_TOKEN_SECONDS;
  const issuedAt = Math.floor(now.getTime() / 1000);
  const accessToken = await new SignJWT({ partner_id: claims.partnerId, token_kind: claims.kind })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: keys.current.kid, typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setSubject(claims.subject)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetime)
    .setJti(randomUUID())
    .sign(keys.current.privateKey);
  return { accessToken, expiresInSeconds: lifetime };
}

/**
 * A user token for an end user of an active partner, recording the user on first sight. The
 * gateway has verified the partner token; a partner disabled since then gets the usual 401.
 */
export async function issueUserToken(
  deps: { partners: Partners; users: EndUsers; keys: KeyRing },
  request: { partnerId: string; userId: string },
): Promise<IssuedToken> {
  checkUserId(request.userId);
  const partner = await deps.partners.findActive(request.partnerId);
  if (!partner) throw unauthenticated('Invalid credentials');
  await deps.users.recordSighting(partner.id, request.userId);
  return issueToken(deps.keys, { kind: 'user', partnerId: partner.id, subject: request.userId });
}
