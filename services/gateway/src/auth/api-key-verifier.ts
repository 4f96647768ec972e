import { createHash } from 'node:crypto';
import { isDomainError, unauthenticated } from '@downbeat/platform';
import type { Caller } from './token-verifier';

export interface ApiKeyOwner {
  partnerId: string;
  apiKeyId: string;
}

/**
 * Partner API keys (`Authorization: Bearer dbk_live_…`): resolved by accounts `VerifyApiKey` and
 * remembered for `ttlMs` (30 s) — a revoked or rotated key stops within that time, as a disabled
 * partner's tokens do — and a refused key for a few seconds, so a client retrying a wrong key is
 * not a call to accounts per request. Keys are remembered by their SHA-256, never as they are.
 * A key is a partner's credential: the caller is the partner, as with a partner token.
 */
export class ApiKeyVerifier {
  private readonly answers = new Map<string, { owner: ApiKeyOwner | null; until: number }>();

  constructor(
    private readonly verifyWithAccounts: (key: string) => Promise<ApiKeyOwner>,
    private readonly ttlMs = 30_000,
    private readonly refusedTtlMs = 5_000,
    private readonly maxRemembered = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  async verify(key: string): Promise<Caller> {
    const fingerprint = createHash('sha256').update(key).digest('base64');
    const known = this.answers.get(fingerprint);
    let owner = known && known.until > this.now() ? known.owner : undefined;
    if (owner === undefined) {
      owner = await this.verifyWithAccounts(key).catch((error: unknown) => {
        if (isDomainError(error, 'unauthenticated')) return null;
        throw error;
      });
      this.remember(fingerprint, owner);
    }
    if (!owner) throw unauthenticated('Invalid credentials');
    return { kind: 'partner', partnerId: owner.partnerId };
  }

  private remember(fingerprint: string, owner: ApiKeyOwner | null): void {
    if (this.answers.size >= this.maxRemembered) this.answers.clear();
    this.answers.set(fingerprint, { owner, until: this.now() + (owner ? this.ttlMs : this.refusedTtlMs) });
  }
}
