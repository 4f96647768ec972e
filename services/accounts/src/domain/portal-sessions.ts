import { createHash, randomBytes } from 'node:crypto';
import { invalidArgument, unauthenticated } from '@downbeat/platform';
import type { PortalSessionStore } from './ports';

/** How long a developer-portal session lasts at most (a working day); documented on OpenPortalSession. */
export const PORTAL_SESSION_HOURS = 8;

export interface PortalSession {
  partnerId: string;
  expiresAt: Date;
}

/** What sessions need of partners: the same credential check as partner tokens, and whether one is active. */
export interface PartnerCredentialCheck {
  authenticate(accessKeyId: string, accessKeySecret: string): Promise<{ id: string }>;
  findActive(partnerId: string): Promise<unknown>;
}

/**
 * Developer-portal sign-in. A session token is 256 random bits (base64url) shown once; only its
 * SHA-256 is stored, which is enough for a value that cannot be guessed (no salt or slow hash
 * needed, unlike a chosen secret) and lets a presented token be found in one lookup. A session
 * ends when it expires, when it is closed (sign-out), when the partner's secret is rotated
 * (`endAllOf`) or while the partner is disabled.
 */
export class PortalSessions {
  constructor(
    private readonly records: PortalSessionStore,
    private readonly partners: PartnerCredentialCheck,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async open(accessKeyId: string, accessKeySecret: string): Promise<PortalSession & { token: string }> {
    const partner = await this.partners.authenticate(accessKeyId, accessKeySecret);
    const now = this.now();
    // Sign-ins are rare: the partner's own expired sessions are swept here rather than by a timer.
    await this.records.removeExpiredOfPartner(partner.id, now.toISOString());
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + PORTAL_SESSION_HOURS * 3_600_000);
    await this.records.insert({
      _id: sessionHash(token),
      partnerId: partner.id,
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
    });
    return { token, partnerId: partner.id, expiresAt };
  }

  /** The live session of this token; one 401 for unknown, expired and closed sessions and disabled partners. */
  async get(token: string): Promise<PortalSession> {
    if (!token) throw invalidArgument('Bad request', [{ key: 'sessionToken', messages: ['is required'] }]);
    const document = await this.records.byHash(sessionHash(token));
    const expiresAt = document ? new Date(document.expiresAt) : undefined;
    if (!document || !expiresAt || expiresAt.getTime() <= this.now().getTime())
      throw unauthenticated('Invalid credentials: the portal session has ended; sign in again');
    if (!(await this.partners.findActive(document.partnerId))) throw unauthenticated('Invalid credentials');
    return { partnerId: document.partnerId, expiresAt };
  }

  async close(token: string): Promise<void> {
    if (token) await this.records.remove(sessionHash(token));
  }

  /** Signs every session of the partner out. */
  async endAllOf(partnerId: string): Promise<number> {
    return this.records.removeOfPartner(partnerId);
  }
}

function sessionHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new secret for the partner, signing out every portal session opened with the old one. Sessions
 * are ended before and after the rotation: one opened with the old secret in between is ended by
 * the second sweep, and none can be opened with the new secret before the caller has it.
 */
export async function rotateSecretEndingSessions<Credentials>(
  partnerId: string,
  rotate: (partnerId: string) => Promise<Credentials>,
  sessions: Pick<PortalSessions, 'endAllOf'>,
): Promise<Credentials> {
  await sessions.endAllOf(partnerId);
  const credentials = await rotate(partnerId);
  await sessions.endAllOf(partnerId);
  return credentials;
}
