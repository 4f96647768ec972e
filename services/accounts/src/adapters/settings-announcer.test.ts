import { randomBytes } from 'node:crypto';
import { validateEvent } from '@downbeat/contracts';
import { createLogger, MemoryDocumentStore, MemoryEventBus, type EventEnvelope } from '@downbeat/platform';
import { waitFor } from '@downbeat/testing';
import { SettingsAnnouncer } from './settings-announcer';
import { AccessKeySecrets } from '../domain/access-key-secrets';
import { Partners } from '../domain/partners';
import { PARTNER_SETTINGS_TOPIC } from '../domain/settings-announcements';
import { PartnerRecords } from '../store/partner-records';

const logger = createLogger({ service: 'accounts-test', level: 'silent' });

async function announcing(bus: { publish: MemoryEventBus['publish'] }) {
  const store = new MemoryDocumentStore();
  await store.start();
  const partners = new Partners(new PartnerRecords(store), new AccessKeySecrets(randomBytes(32)));
  const announcements = new SettingsAnnouncer({ partners, bus, logger, retryIntervalMs: 60_000 });
  partners.onSettingsChange = () => announcements.wake();
  const { partner } = await partners.create({ name: 'Clipmaker' });
  return { partners, announcements, partnerId: partner.id };
}

async function published(bus: MemoryEventBus, count: number): Promise<EventEnvelope[]> {
  const seen: EventEnvelope[] = [];
  const subscription = await bus.subscribe(
    { group: `reader-${Math.random()}`, topics: [PARTNER_SETTINGS_TOPIC], fromBeginning: true },
    async (event) => {
      seen.push(event);
    },
  );
  await waitFor(`${count} settings events`, async () => seen.length >= count, { timeoutMs: 5_000, intervalMs: 10 });
  await subscription.stop();
  return seen;
}

describe('partner settings announcements', () => {
  it('publish the full settings after each change, keyed by partner, with growing revisions', async () => {
    const bus = new MemoryEventBus();
    await bus.start();
    const { partners, announcements, partnerId } = await announcing(bus);

    await partners.setFreeTierCollections(partnerId, ['collection-b', 'collection-a']);
    await announcements.settled();
    await partners.setAllowedOrigins(partnerId, ['https://app.example.com']);
    await announcements.settled();

    const events = await published(bus, 2);
    expect(events.map((event) => [event.key, event.id])).toEqual([
      [partnerId, `${partnerId}:1`],
      [partnerId, `${partnerId}:2`],
    ]);
    expect(events[1]!.data).toMatchObject({
      partnerId,
      revision: 2,
      status: 'active',
      freeTierCollectionIds: ['collection-b', 'collection-a'],
      allowedOrigins: ['https://app.example.com'],
      rateLimit: { requestsPerSecond: 50, burst: 100 },
    });
    expect(validateEvent('downbeat.accounts.partner-settings.v1', events[1]!.data).valid).toBe(true);
    expect(await partners.pendingSettings(10)).toEqual([]);
  });

  it('keep a change pending while the bus is down and publish it once it is back', async () => {
    const bus = new MemoryEventBus();
    await bus.start();
    let down = true;
    const flaky = {
      publish: ((request) =>
        down ? Promise.reject(new Error('broker down')) : bus.publish(request)) as MemoryEventBus['publish'],
    };
    const { partners, announcements, partnerId } = await announcing(flaky);

    await partners.setStatus(partnerId, 'disabled');
    await announcements.settled();
    expect((await partners.pendingSettings(10)).map((pending) => pending.settings.partnerId)).toEqual([partnerId]);

    down = false;
    announcements.wake();
    await announcements.settled();
    const events = await published(bus, 1);
    expect(events.map((event) => (event.data as { status: string }).status)).toEqual(['disabled']);
    expect(await partners.pendingSettings(10)).toEqual([]);
  });
});
