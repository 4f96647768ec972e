import { loadProtos } from '@downbeat/contracts';
import { connectClient, type Logger } from '@downbeat/platform';

/**
 * The web origins each partner allows (accounts GetPartnerSettings `allowed_origins`), cached per
 * partner for `ttlMs` as the gateway does, so a change reaches the edge within that time. When
 * accounts cannot answer, the last answer (none for a partner never seen) is kept for a few
 * seconds, so an outage does not hold every cross-origin request for a deadline.
 */
const RETRY_AFTER_FAILURE_MS = 5_000;

export class PartnerOrigins {
  private readonly client;
  private readonly cache = new Map<string, { origins: string[]; until: number }>();

  constructor(
    address: string,
    private readonly logger: Logger,
    private readonly ttlMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {
    this.client = connectClient('accounts', loadProtos().downbeat.accounts.v1.AccountsService, address);
  }

  async of(partnerId: string): Promise<string[]> {
    const cached = this.cache.get(partnerId);
    if (cached && cached.until > this.now()) return cached.origins;
    try {
      const { settings } = await this.client.getPartnerSettings({ partnerId });
      const origins = settings?.allowedOrigins ?? [];
      this.cache.set(partnerId, { origins, until: this.now() + this.ttlMs });
      return origins;
    } catch (error) {
      this.logger.warn({ err: error, partnerId }, 'partner origins not read; keeping the last known');
      const origins = cached?.origins ?? [];
      this.cache.set(partnerId, { origins, until: this.now() + RETRY_AFTER_FAILURE_MS });
      return origins;
    }
  }

  close(): void {
    this.client.close();
  }
}
