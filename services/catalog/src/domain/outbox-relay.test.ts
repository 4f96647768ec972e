import { validateEvent } from '@downbeat/contracts';
import {
  MemoryEventBus,
  unavailable,
  type EventBus,
  type EventEnvelope,
  type PublishRequest,
} from '@downbeat/platform';
import { waitFor } from '@downbeat/testing';
import { demoCatalog } from '../demo/demo-catalog';
import { demoStore } from '../demo/demo-store';
import { COLLECTIONS } from './documents';
import { OutboxRelay } from './outbox-relay';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** A bus whose broker can be switched off: publishing then fails as Kafka's adapter would. */
class SwitchableBus implements Pick<EventBus, 'publish'> {
  up = true;
  constructor(private readonly bus: EventBus) {}
  publish<T>(request: PublishRequest<T>): Promise<EventEnvelope<T>> {
    if (!this.up) return Promise.reject(unavailable('Kafka publish failed: broker down'));
    return this.bus.publish(request);
  }
}

async function published(bus: MemoryEventBus, topic: string): Promise<EventEnvelope[]> {
  const seen: EventEnvelope[] = [];
  await bus.subscribe({ group: `reader-${Math.random()}`, topics: [topic], fromBeginning: true }, async (event) => {
    seen.push(event);
  });
  return seen;
}

async function setUp() {
  const catalog = await demoStore();
  const bus = new MemoryEventBus();
  await bus.start();
  const switchable = new SwitchableBus(bus);
  const relay = new OutboxRelay({
    store: catalog.store,
    bus: switchable,
    logger: silent,
    backoff: { initialMs: 1, maxMs: 5 },
  });
  return { ...catalog, bus, switchable, relay };
}

describe('outbox relay', () => {
  it('publishes every announced track and sound effect, valid and keyed by id, and clears the outbox', async () => {
    const { bus, relay, store } = await setUp();
    const tracks = await published(bus, 'catalog.tracks.v1');
    const effects = await published(bus, 'catalog.sound-effects.v1');
    await relay.relayOnce();
    await waitFor(
      'events consumed',
      () => tracks.length === demoCatalog.tracks.length && effects.length === demoCatalog.soundEffects.length,
    );
    for (const event of [...tracks, ...effects]) expect(validateEvent(event.type, event.data)).toEqual({ valid: true });
    expect(tracks.map((event) => event.key).sort()).toEqual(demoCatalog.tracks.map((track) => track.id).sort());
    expect(await store.collection(COLLECTIONS.outbox).count({})).toBe(0);
    expect(await relay.relayOnce()).toEqual({ published: 0, failed: 0 });
  });

  it('loses nothing while the broker is down and publishes once it is back', async () => {
    const { bus, switchable, relay, store } = await setUp();
    switchable.up = false;
    const pass = await relay.relayOnce();
    expect(pass).toEqual({ published: 0, failed: 1 });
    expect(await store.collection(COLLECTIONS.outbox).count({ kind: 'track' })).toBe(demoCatalog.tracks.length);

    const tracks = await published(bus, 'catalog.tracks.v1');
    switchable.up = true;
    relay.start();
    await waitFor('every track published', () => new Set(tracks.map((e) => e.key)).size === demoCatalog.tracks.length);
    await relay.stop();
  });

  it('publishes the latest state after a change, with the next revision', async () => {
    const { bus, relay, importer } = await setUp();
    await relay.relayOnce();
    const first = demoCatalog.tracks[0]!;
    await importer.import([{ line: 1, json: JSON.stringify({ ...first, title: 'Morning Circuit (Remaster)' }) }]);
    const tracks = await published(bus, 'catalog.tracks.v1');
    await relay.relayOnce();
    await waitFor('the change is published', () => tracks.some((e) => (e.data as { revision: number }).revision === 2));
    const latest = tracks.filter((e) => e.key === first.id).at(-1)!;
    expect(latest.data).toMatchObject({
      trackId: first.id,
      revision: 2,
      title: 'Morning Circuit (Remaster)',
      status: 'published',
    });
  });
});
