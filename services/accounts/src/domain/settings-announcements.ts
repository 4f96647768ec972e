import { assertValidEvent, sourceOf, type PartnerSettingsEvent } from '@downbeat/contracts';
import type { EventBus } from '@downbeat/platform';
import type { PartnerSettings } from './partner-settings';
import type { Partners } from './partners';

export const PARTNER_SETTINGS_TOPIC = 'accounts.partner-settings.v1';
const PARTNER_SETTINGS_TYPE = 'downbeat.accounts.partner-settings.v1';
/** Pending partners published per pass. */
export const ANNOUNCE_BATCH = 100;

export interface AnnouncementPorts {
  partners: Pick<Partners, 'pendingSettings' | 'settingsPublished'>;
  bus: Pick<EventBus, 'publish'>;
}

/**
 * Publishes partners' settings on accounts.partner-settings.v1 from the partner document's pending
 * flag (an outbox: the flag is set in the same write as the change), so a Kafka outage delays
 * announcements and loses none. One pass publishes up to `batch` pending partners, each cleared
 * only after its event is published; a failure stops the pass and leaves the rest pending for the
 * next (when passes run is the adapter's business: `adapters/settings-announcer.ts`). Event ids are
 * `<partner id>:<revision>`, so a repeat is recognisable.
 */
export async function announcePendingSettings(
  { partners, bus }: AnnouncementPorts,
  batch = ANNOUNCE_BATCH,
  now: Date = new Date(),
): Promise<void> {
  for (const { settings, revision } of await partners.pendingSettings(batch)) {
    const data = settingsEvent(settings, revision, now);
    assertValidEvent(PARTNER_SETTINGS_TYPE, data);
    await bus.publish({
      topic: PARTNER_SETTINGS_TOPIC,
      key: settings.partnerId,
      subject: settings.partnerId,
      type: PARTNER_SETTINGS_TYPE,
      source: sourceOf(PARTNER_SETTINGS_TOPIC),
      id: `${settings.partnerId}:${revision}`,
      data,
    });
    await partners.settingsPublished(settings.partnerId, revision);
  }
}

/** The full settings of a partner at `revision`, as announced. */
export function settingsEvent(settings: PartnerSettings, revision: number, now: Date): PartnerSettingsEvent {
  return {
    partnerId: settings.partnerId,
    revision,
    status: settings.status,
    freeTierCollectionIds: settings.freeTierCollectionIds,
    rateLimit: settings.rateLimit,
    allowedOrigins: settings.allowedOrigins,
    updatedAt: now.toISOString(),
  };
}
