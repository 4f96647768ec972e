import { hostname } from 'node:os';
import type { PartnerSettingsEvent } from '@downbeat/contracts';
import type { EventBus, Logger, Subscription } from '@downbeat/platform';
import type { FreeTierSource } from './free-tier';

export const PARTNER_SETTINGS_TOPIC = 'accounts.partner-settings.v1';

/**
 * Applies partners' new free tiers as accounts announces them (accounts.partner-settings.v1), so a
 * choice made in the developer portal shows in the next read instead of after the 30 s cache.
 * Every replica must see every announcement, so each consumes in a group of its own (host and
 * process), from the latest event: a replica that starts has nothing cached to correct. Events of
 * one partner arrive in order; a lower revision than one already applied is skipped.
 */
export class FreeTierFollower {
  private subscription: Subscription | undefined;
  private stopped = false;
  private readonly revisions = new Map<string, number>();

  constructor(
    private readonly options: {
      bus: Pick<EventBus, 'subscribe'>;
      source: Required<Pick<FreeTierSource, 'accept'>>;
      /** Told after a choice is applied (the read model's version moves). */
      onApplied: () => void;
      logger: Logger;
      group?: string;
    },
  ) {}

  /** Resolves once subscribed (or once the first attempt failed and a retry is scheduled). */
  start(): Promise<void> {
    return this.subscribe(1);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.subscription?.stop();
  }

  /** One announcement: the partner's free tier from now on. */
  apply(event: PartnerSettingsEvent): void {
    if ((this.revisions.get(event.partnerId) ?? 0) > event.revision) return;
    this.revisions.set(event.partnerId, event.revision);
    this.options.source.accept(event.partnerId, event.freeTierCollectionIds);
    this.options.onApplied();
  }

  private async subscribe(attempt: number): Promise<void> {
    if (this.stopped) return;
    const group = this.options.group ?? `catalog-${hostname()}-${process.pid}-partner-settings`;
    try {
      const subscription = await this.options.bus.subscribe(
        { group, topics: [PARTNER_SETTINGS_TOPIC] },
        async (event) => this.apply(event.data as PartnerSettingsEvent),
      );
      if (this.stopped) await subscription.stop();
      else this.subscription = subscription;
    } catch (error) {
      this.options.logger.warn({ err: error, attempt }, `cannot consume ${PARTNER_SETTINGS_TOPIC} yet; retrying`);
      const retry = setTimeout(() => void this.subscribe(attempt + 1), Math.min(30_000, 500 * 2 ** attempt));
      retry.unref();
    }
  }
}
