import { assertValidEvent, sourceOf, type PartnerSettingsEvent } from '@downbeat/contracts';
import type { EventBus, Logger } from '@downbeat/platform';
import type { PartnerSettings } from './partner-settings';
import type { Partners } from './partners';

export const PARTNER_SETTINGS_TOPIC = 'accounts.partner-settings.v1';
const PARTNER_SETTINGS_TYPE = 'downbeat.accounts.partner-settings.v1';
/** Pending partners published per pass. */
const BATCH = 100;

/**
 * Publishes partners' settings on accounts.partner-settings.v1 after every change, from the
 * partner document's pending flag (an outbox: the flag is set in the same write as the change),
 * so a Kafka outage delays announcements and loses none. A change wakes it at once; a timer
 * retries what failed. Event ids are `<partner id>:<revision>`, so a repeat is recognisable.
 */
export class SettingsAnnouncements {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private again = false;
  private stopped = false;

  constructor(
    private readonly options: {
      partners: Pick<Partners, 'pendingSettings' | 'settingsPublished'>;
      bus: Pick<EventBus, 'publish'>;
      logger: Logger;
      retryIntervalMs?: number;
    },
  ) {}

  start(): void {
    this.timer = setInterval(() => this.wake(), this.options.retryIntervalMs ?? 5_000);
    this.timer.unref();
    this.wake();
  }

  /** Publishes what is pending now (a pass already running runs once more after it). */
  wake(): void {
    if (this.stopped) return;
    if (this.again) return;
    this.again = true;
    this.running = this.running.then(async () => {
      this.again = false;
      await this.pass().catch((error: unknown) =>
        this.options.logger.warn({ err: error }, 'partner settings not announced yet; retrying'),
      );
    });
  }

  /** Resolves when everything pending at the time of the call was tried. */
  async settled(): Promise<void> {
    await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  private async pass(): Promise<void> {
    for (const { settings, revision } of await this.options.partners.pendingSettings(BATCH)) {
      const data = settingsEvent(settings, revision);
      assertValidEvent(PARTNER_SETTINGS_TYPE, data);
      await this.options.bus.publish({
        topic: PARTNER_SETTINGS_TOPIC,
        key: settings.partnerId,
        subject: settings.partnerId,
        type: PARTNER_SETTINGS_TYPE,
        source: sourceOf(PARTNER_SETTINGS_TOPIC),
        id: `${settings.partnerId}:${revision}`,
        data,
      });
      await this.options.partners.settingsPublished(settings.partnerId, revision);
    }
  }
}

function settingsEvent(settings: PartnerSettings, revision: number): PartnerSettingsEvent {
  return {
    partnerId: settings.partnerId,
    revision,
    status: settings.status,
    freeTierCollectionIds: settings.freeTierCollectionIds,
    rateLimit: settings.rateLimit,
    allowedOrigins: settings.allowedOrigins,
    updatedAt: new Date().toISOString(),
  };
}
