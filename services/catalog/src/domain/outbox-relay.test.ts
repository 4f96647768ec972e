import { validateEvent } from '@downbeat/contracts';
import {
  MemoryEventBus,
  unavailable,
  type DocumentStore,
  type EventBus,
  type EventEnvelope,
  type PublishRequest,
} from '@downbeat/platform';
import { waitFor } from '@downbeat/testing';
import { demoCatalog } from '../demo/demo-catalog';
import { DEMO_IMAGES_URL, demoStore } from '../demo/demo-store';
import { COLLECTIONS } from './documents';
import { ImageAddresses } from './images';
import { OutboxRelay } from './outbox-relay';
import { CatalogDocumentStore, OutboxStore, type LegacyOutboxEntry, type OutboxEntry } from '../store';
import { WRITING_LEASE_MS } from './import/importer';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** A bus whose broker can be switched off (also after a number of publishes): publishing then fails as Kafka's adapter would. */
class SwitchableBus implements Pick<EventBus, 'publish'> {
  up = true;
  /** Publishes that still succeed before the broker goes down. */
  downAfter = Infinity;
  constructor(private readonly bus: EventBus) {}
  publish<T>(request: PublishRequest<T>): Promise<EventEnvelope<T>> {
    if (this.downAfter-- <= 0) this.up = false;
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

async function setUp(options: { chunkSize?: number } = {}) {
  const catalog = await demoStore();
  const bus = new MemoryEventBus();
  await bus.start();
  const switchable = new SwitchableBus(bus);
  const relayOn = (store: DocumentStore) =>
    new OutboxRelay({
      outbox: new OutboxStore(store),
      documents: new CatalogDocumentStore(store),
      bus: switchable,
      model: catalog.model,
      images: new ImageAddresses(DEMO_IMAGES_URL),
      logger: silent,
      backoff: { initialMs: 1, maxMs: 5 },
      ...options,
    });
  const outbox = catalog.store.collection<OutboxEntry>(COLLECTIONS.outbox);
  return { ...catalog, bus, switchable, relay: relayOn(catalog.store), relayOn, outbox };
}

const trackIds = (events: EventEnvelope[]) => new Set(events.map((event) => event.key));

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
    expect(await relay.relayOnce()).toEqual({ published: 0, failed: 0, entries: 0 });
  });

  it('loses nothing while the broker is down and publishes once it is back', async () => {
    const { bus, switchable, relay, store } = await setUp();
    switchable.up = false;
    const pass = await relay.relayOnce();
    expect(pass).toMatchObject({ published: 0, failed: 1 });
    const [entry] = await store.collection<OutboxEntry>(COLLECTIONS.outbox).find({});
    expect(entry!.entities.filter((entity) => entity.kind === 'track')).toHaveLength(demoCatalog.tracks.length);

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

  it('resumes a large entry where it stopped after the broker failed and the relay restarted', async () => {
    const { bus, switchable, relayOn, store, outbox } = await setUp({ chunkSize: 5 });
    const tracks = await published(bus, 'catalog.tracks.v1');
    switchable.downAfter = 12;
    expect(await relayOn(store).relayOnce()).toMatchObject({ published: 12, failed: 1 });
    const [entry] = await outbox.find({});
    expect(entry!.published).toBeGreaterThanOrEqual(10);
    switchable.up = true;
    switchable.downAfter = Infinity;
    const restarted = relayOn(store);
    restarted.start();
    await waitFor('every track published', () => trackIds(tracks).size === demoCatalog.tracks.length);
    await waitFor('outbox drained', async () => (await outbox.count({})) === 0);
    await restarted.stop();
    // Resumed from the recorded progress: at most the chunk that failed is published twice.
    expect(tracks.length).toBeLessThanOrEqual(demoCatalog.tracks.length + 5);
  });

  it('skips listed entities that were never written at the announced revision and clears the entry', async () => {
    const { bus, relay, store, outbox } = await setUp();
    await relay.relayOnce();
    const first = demoCatalog.tracks[0]!;
    const entryId = await new OutboxStore(store).announce(
      [
        { kind: 'track', id: 'track-never-written', revision: 1 },
        { kind: 'track', id: first.id, revision: 2 },
      ],
      Date.now(),
      Date.now() + WRITING_LEASE_MS,
    );
    await new OutboxStore(store).release(entryId);
    const tracks = await published(bus, 'catalog.tracks.v1');
    const settled = tracks.length;
    expect(await relay.relayOnce()).toMatchObject({ published: 0, failed: 0 });
    expect(tracks.length).toBe(settled);
    expect(await outbox.count({})).toBe(0);
  });

  it('leaves an entry alone while its batch is being written', async () => {
    const { relay, store, outbox } = await setUp();
    await relay.relayOnce();
    await new OutboxStore(store).announce(
      [{ kind: 'track', id: demoCatalog.tracks[0]!.id, revision: 1 }],
      Date.now(),
      Date.now() + WRITING_LEASE_MS,
    );
    expect(await relay.relayOnce()).toEqual({ published: 0, failed: 0, entries: 0 });
    expect(await outbox.count({})).toBe(1);
  });

  it('publishes entries in the per-entity format of earlier catalog versions', async () => {
    const { bus, relay, store } = await setUp();
    await relay.relayOnce();
    const first = demoCatalog.tracks[0]!;
    const legacy = store.collection<LegacyOutboxEntry>(COLLECTIONS.outbox);
    await legacy.insertOne({
      _id: `track:${first.id}`,
      kind: 'track',
      entityId: first.id,
      revision: 1,
      attempts: 0,
      nextAttemptAt: 0,
    });
    const tracks = await published(bus, 'catalog.tracks.v1');
    const before = tracks.filter((event) => event.key === first.id).length;
    expect(await relay.relayOnce()).toMatchObject({ published: 1, failed: 0 });
    await waitFor('the legacy entry published', () => tracks.filter((e) => e.key === first.id).length > before);
    expect(await legacy.count({})).toBe(0);
  });
});
