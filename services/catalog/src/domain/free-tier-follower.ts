import type { PartnerSettingsEvent } from '@downbeat/contracts';
import { RetryingSubscription, type EventBus, type Logger } from '@downbeat/platform';
import type { FreeTierSource } from './ports';

export const PARTNER_SETTINGS_TOPIC = 'accounts.partner-settings.v1';

/**
 * Applies partners' new free tiers as accounts announces them (accounts.partner-settings.v1), so a
 * choice made in the developer portal shows in the next read instead of after the 30 s cache.
 * Every replica must see every announcement, so each consumes in a group of its own (the service
 * names it by host and process), from the latest event. What the replica remembered before it
 * joined may be older than an announcement it never saw, so the source forgets it once the follower
 * has joined. Events of one partner arrive in order; a lower revision than one already applied is
 * skipped.
 */
export class FreeTierFollower {
  private readonly subscription: RetryingSubscription;
  private readonly revisions = new Map<string, number>();

  constructor(
    private readonly options: {
      bus: Pick<EventBus, 'subscribe'>;
      source: Required<Pick<FreeTierSource, 'accept'>> & Pick<FreeTierSource, 'forgetRemembered'>;
      /** Told after a choice is applied (the read model's version moves). */
      onApplied: () => void;
      logger: Logger;
      /** This replica's own consumer group. */
      group: string;
    },
  ) {
    this.subscription = new RetryingSubscription(
      () =>
        options.bus.subscribe({ group: options.group, topics: [PARTNER_SETTINGS_TOPIC] }, async (event) =>
          this.apply(event.data as PartnerSettingsEvent),
        ),
      (error, attempt) =>
        options.logger.warn({ err: error, attempt }, `cannot consume ${PARTNER_SETTINGS_TOPIC} yet; retrying`),
      () => {
        options.source.forgetRemembered?.();
        options.onApplied();
      },
    );
  }

  /** Resolves once subscribed (or once the first attempt failed and a retry is scheduled). */
  start(): Promise<void> {
    return this.subscription.start();
  }

  stop(): Promise<void> {
    return this.subscription.stop();
  }

  /** One announcement: the partner's free tier from now on. */
  apply(event: PartnerSettingsEvent): void {
    if ((this.revisions.get(event.partnerId) ?? 0) > event.revision) return;
    this.revisions.set(event.partnerId, event.revision);
    this.options.source.accept(event.partnerId, event.freeTierCollectionIds);
    this.options.onApplied();
  }
}
