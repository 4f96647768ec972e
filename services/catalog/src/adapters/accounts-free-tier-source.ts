import { loadProtos } from '@downbeat/contracts';
import { connectClient, isDomainError } from '@downbeat/platform';
import type { FreeTierSource } from '../domain/ports';
import { RememberedChoices } from '../domain/remembered-choices';

/** gRPC status UNIMPLEMENTED: accounts does not answer GetPartnerSettings yet. */
const UNIMPLEMENTED = 12;

/**
 * Partners' free-tier choices from accounts (GetPartnerSettings), cached per partner for `ttlMs`.
 * "Not chosen" (empty list) when accounts does not know the partner or does not implement the
 * call yet; any other failure (accounts down) propagates, so no track is silently made premium.
 */
export class AccountsFreeTierSource implements FreeTierSource {
  private readonly client;
  private readonly remembered: RememberedChoices;

  constructor(address: string, ttlMs = 30_000, now: () => number = Date.now) {
    this.client = connectClient('accounts', loadProtos().downbeat.accounts.v1.AccountsService, address);
    this.remembered = new RememberedChoices(ttlMs, now);
  }

  async chosenCollectionIds(partnerId: string): Promise<string[]> {
    if (!partnerId) return [];
    const fresh = this.remembered.fresh(partnerId);
    if (fresh) return fresh;
    const askedAt = this.remembered.asking();
    const ids = await this.fetch(partnerId);
    this.remembered.answered(partnerId, ids, askedAt);
    return ids;
  }

  accept(partnerId: string, collectionIds: string[]): void {
    this.remembered.announced(partnerId, collectionIds);
  }

  forgetRemembered(): void {
    this.remembered.forgetAll();
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
