import { loadProtos } from '@downbeat/contracts';
import { connectClient, isDomainError } from '@downbeat/platform';
import type { FreeTierSource } from '../domain/ports';

/** gRPC status UNIMPLEMENTED: accounts does not answer GetPartnerSettings yet. */
const UNIMPLEMENTED = 12;

/**
 * Partners' free-tier choices from accounts (GetPartnerSettings), cached per partner for `ttlMs`.
 * "Not chosen" (empty list) when accounts does not know the partner or does not implement the
 * call yet; any other failure (accounts down) propagates, so no track is silently made premium.
 */
export class AccountsFreeTierSource implements FreeTierSource {
  private readonly client;
  private readonly cache = new Map<string, { ids: string[]; until: number }>();
  /** When each partner's choice was last announced: a fetch begun before then may be older, and is not kept. */
  private readonly acceptedAt = new Map<string, number>();

  constructor(
    address: string,
    private readonly ttlMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {
    this.client = connectClient('accounts', loadProtos().downbeat.accounts.v1.AccountsService, address);
  }

  async chosenCollectionIds(partnerId: string): Promise<string[]> {
    if (!partnerId) return [];
    const cached = this.cache.get(partnerId);
    if (cached && cached.until > this.now()) return cached.ids;
    const startedAt = this.now();
    const ids = await this.fetch(partnerId);
    if ((this.acceptedAt.get(partnerId) ?? -Infinity) <= startedAt)
      this.cache.set(partnerId, { ids, until: this.now() + this.ttlMs });
    return ids;
  }

  accept(partnerId: string, collectionIds: string[]): void {
    const now = this.now();
    this.acceptedAt.set(partnerId, now);
    this.cache.set(partnerId, { ids: collectionIds, until: now + this.ttlMs });
  }

  close(): void {
    this.client.close();
  }

  private async fetch(partnerId: string): Promise<string[]> {
    try {
      const response = await this.client.getPartnerSettings({ partnerId });
      return response.settings?.freeTierCollectionIds ?? [];
    } catch (error) {
      if (isDomainError(error, 'not-found') || isUnimplemented(error)) return [];
      throw error;
    }
  }
}

function isUnimplemented(error: unknown): boolean {
  return isDomainError(error) && (error.cause as { code?: number } | undefined)?.code === UNIMPLEMENTED;
}
