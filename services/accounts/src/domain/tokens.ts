import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { SIGNING_ALGORITHM, type KeyRing } from './signing-keys';

export const TOKEN_ISSUER = 'downbeat';
/** DECISIONS.md §2: partner token 60 minutes, user token 15 minutes. */
export const PARTNER_TOKEN_SECONDS = 60 * 60;
export const USER_TOKEN_SECONDS = 15 * 60;

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
