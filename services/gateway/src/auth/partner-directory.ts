import type { accounts } from '@downbeat/contracts';
import { DomainError, unauthenticated, type Logger } from '@downbeat/platform';
import { cacheLookups } from '../http/gateway-metrics';
import type { RatePolicy } from '../rate-limit/token-bucket';
import { isUnimplemented } from '../upstreams/upstreams';

/** What the gateway needs to know about a partner on every request. */
export interface PartnerAccess {
  active: boolean;
  rateLimit: RatePolicy;
  /** Browser origins allowed to call the API with this partner's tokens (CORS). */
  allowedOrigins: string[];
}

export interface PartnerDirectoryOptions {
  fetchSettings: (partnerId: string) => Promise<accounts.PartnerSettings__Output>;
  defaultRateLimit: RatePolicy;
  ttlMs: number;
  logger: Logger;
  now?: () => number;
}

/**
 * Partner settings from accounts, cached per partner for `ttlMs` (a disabled partner's tokens stop
 * working within that time). Concurrent misses share one call. While accounts is unreachable a
 * stale entry keeps serving, so an accounts blip does not take every partner down.
 */
const settingsHits = cacheLookups.labels({ cache: 'partner-settings', result: 'hit' });
const settingsMisses = cacheLookups.labels({ cache: 'partner-settings', result: 'miss' });

export class PartnerDirectory {
  private readonly entries = new Map<string, { access: PartnerAccess; fetchedAt: number }>();
  private readonly inFlight = new Map<string, Promise<PartnerAccess>>();
  private readonly now: () => number;

  constructor(private readonly options: PartnerDirectoryOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  /**
   * Every origin some partner seen by this replica allows: lets a browser read a 401 (say, an
   * expired token) from an allowed origin although the token no longer names a partner.
   */
  knownOrigins(): Set<string> {
    return new Set([...this.entries.values()].flatMap((entry) => entry.access.allowedOrigins));
  }

  /** Drops what is cached of the partner: this replica reads its settings afresh on the next request (they changed here). */
  forget(partnerId: string): void {
    this.entries.delete(partnerId);
  }

  /** The partner's access; 401 'Invalid credentials' for an unknown or disabled partner. */
  async requireActive(partnerId: string): Promise<PartnerAccess> {
    const access = await this.get(partnerId);
    if (!access.active) throw unauthenticated('Invalid credentials');
    return access;
  }

  async get(partnerId: string): Promise<PartnerAccess> {
    const entry = this.entries.get(partnerId);
    if (entry && this.now() - entry.fetchedAt < this.options.ttlMs) {
      settingsHits.inc();
      return entry.access;
    }
    settingsMisses.inc();
    const pending = this.inFlight.get(partnerId) ?? this.refresh(partnerId, entry?.access);
    this.inFlight.set(partnerId, pending);
    try {
      return await pending;
    } finally {
      this.inFlight.delete(partnerId);
    }
  }

  private async refresh(partnerId: string, stale: PartnerAccess | undefined): Promise<PartnerAccess> {
    try {
      const access = this.toAccess(await this.options.fetchSettings(partnerId));
      this.entries.set(partnerId, { access, fetchedAt: this.now() });
      return access;
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'not-found') {
        this.entries.delete(partnerId);
        throw unauthenticated('Invalid credentials');
      }
      if (isUnimplemented(error)) {
        this.options.logger.warn({ partnerId }, 'accounts has no GetPartnerSettings yet; using default settings');
        return { active: true, rateLimit: this.options.defaultRateLimit, allowedOrigins: [] };
      }
      if (
        stale &&
        error instanceof DomainError &&
        (error.kind === 'unavailable' || error.kind === 'deadline-exceeded')
      ) {
        return stale;
      }
      throw error;
    }
  }

  private toAccess(settings: accounts.PartnerSettings__Output): PartnerAccess {
    const limit = settings.rateLimit;
    return {
      active: settings.status !== 'PARTNER_STATUS_DISABLED',
      rateLimit:
        limit && limit.requestsPerSecond > 0 && limit.burst > 0
          ? { ratePerSecond: limit.requestsPerSecond, burst: limit.burst }
          : this.options.defaultRateLimit,
      allowedOrigins: settings.allowedOrigins ?? [],
    };
  }
}
