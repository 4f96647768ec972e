import { randomUUID } from 'node:crypto';
import {
  BackgroundStartedBus,
  KafkaEventBus,
  MemoryDocumentStore,
  MongoDocumentStore,
  type DocumentStore,
  type EventEnvelope,
} from '@downbeat/platform';
import { describeWith, locatedInfrastructure, waitFor } from '@downbeat/testing';
import { seedDemoCatalog, demoCatalog } from '../src/demo/demo-catalog';
import { catalogReads, type CatalogReads } from '../src/domain/catalog-reads';
import { COLLECTIONS } from '../src/domain/documents';
import { fixedFreeTierSource } from '../src/adapters/fixed-free-tier-source';
import { ImageAddresses } from '../src/domain/images';
import { CatalogImporter } from '../src/domain/import/importer';
import { readModelCatalog } from '../src/domain/import/stored-catalog';
import { OutboxRelay } from '../src/domain/outbox-relay';
import { loadCatalog } from '../src/domain/read-model/catalog-loader';
import { CatalogReadModel } from '../src/domain/read-model/read-model';
import { catalogStore, ensureCatalogIndexes, type OutboxEntry } from '../src/store';

const images = new ImageAddresses('http://media.test');

const infra = locatedInfrastructure();
const run = `catalog_it_${Date.now().toString(36)}_${process.pid}`;
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const choices = { chooser: ['collection-quiet-hours', 'collection-late-night'] };

/** A read model holding what the store holds (reads are answered from it). */
async function loadedModel(store: DocumentStore) {
  const model = new CatalogReadModel();
  model.replaceAll(await loadCatalog(catalogStore(store).documents));
  return model;
}

async function clear(store: DocumentStore) {
  for (const name of Object.values(COLLECTIONS)) await store.collection(name).deleteMany({});
}

describeWith(['mongodb', 'kafka'], 'catalog on FerretDB and Kafka', () => {
  const stores: DocumentStore[] = [];
  const mongoStore = async (suffix: string) => {
    const store = new MongoDocumentStore({ url: infra.mongodb!.url, database: `${run}_${suffix}` });
    await store.start();
    stores.push(store);
    await ensureCatalogIndexes(catalogStore(store));
    return store;
  };
  afterAll(async () => {
    for (const store of stores) {
      await clear(store);
      await store.stop();
    }
  });

  describe('queries', () => {
    let memory: CatalogReads;
    let mongo: CatalogReads;
    beforeAll(async () => {
      const inMemory = new MemoryDocumentStore();
      await inMemory.start();
      const real = await mongoStore('queries');
      await seedDemoCatalog(new CatalogImporter(catalogStore(inMemory)));
      await seedDemoCatalog(new CatalogImporter(catalogStore(real)));
      memory = catalogReads(await loadedModel(inMemory), fixedFreeTierSource(choices), images);
      mongo = catalogReads(await loadedModel(real), fixedFreeTierSource(choices), images);
    });

    const same = async (what: string, query: (reads: CatalogReads) => Promise<unknown>) => {
      const [expected, actual] = await Promise.all([query(memory), query(mongo)]);
      expect({ what, result: actual }).toEqual({ what, result: expected });
    };

    it('lists and filters tracks the same as the memory store', async () => {
      await same('newest first', (r) => r.tracks.list({ limit: 7, offset: 3 }));
      await same('genre, mood, bpm', (r) =>
        r.tracks.list({
          genreIds: ['genre-electronic'],
          moodIds: ['mood-chill', 'mood-dark'],
          bpmMin: 100,
          bpmMax: 130,
        }),
      );
      await same('bulk', (r) =>
        r.tracks.batchGet('chooser', [demoCatalog.tracks[3]!.id, 'x', demoCatalog.tracks[0]!.id]),
      );
      await same('parameters', (r) => r.tracks.parameters());
    });

    it('sorts moods and genres by relevance and name the same as the memory store', async () => {
      for (const sort of ['relevance', 'alphabetic'] as const)
        for (const order of ['asc', 'desc'] as const)
          for (const type of ['all', 'featured', 'partner-tier'] as const) {
            const query = { partnerId: 'chooser', sort, order, type, limit: 20 };
            await same(`moods ${sort} ${order} ${type}`, (r) => r.moods.list(query));
            await same(`genres ${sort} ${order} ${type}`, (r) => r.genres.list(query));
          }
      await same('genre detail', (r) =>
        r.genres.get({ partnerId: 'chooser', id: 'genre-electronic', includeTracks: true, limit: 5, offset: 1 }),
      );
    });

    it("orders collections by the partner's free tier the same as the memory store", async () => {
      await same('collections', (r) => r.collections.list({ partnerId: 'chooser', excludeTracks: false, limit: 20 }));
      await same('collection', (r) =>
        r.collections.get({ partnerId: '', collectionId: 'collection-sunny-days', limit: 2, offset: 1 }),
      );
    });

    it('lists sound effects and categories the same as the memory store', async () => {
      const nature = demoCatalog.soundEffectCategories.find((category) => category.name === 'Nature')!.id;
      await same('categories', (r) => r.soundEffects.listCategories({ type: 'all', limit: 4, offset: 2 }));
      await same('category', (r) => r.soundEffects.getCategory(nature));
      for (const sort of ['newest', 'title', 'length'] as const)
        for (const order of ['asc', 'desc'] as const)
          await same(`effects ${sort} ${order}`, (r) => r.soundEffects.list({ categoryId: nature, sort, order }));
    });
  });

  describe('events through the outbox', () => {
    it('loses no change while Kafka is unreachable, resumes after a restart, and leaves the latest state per track', async () => {
      const store = await mongoStore('outbox');
      const model = await loadedModel(store);
      const importer = new CatalogImporter(catalogStore(store), {
        catalog: readModelCatalog(model, catalogStore(store).documents),
        onWritten: async (changes) => model.apply(changes),
      });
      const trackIds: string[] = [randomUUID(), randomUUID(), randomUUID()];
      const record = (id: string, title: string) =>
        JSON.stringify({
          type: 'track',
          id,
          title,
          mainArtists: ['IT'],
          bpm: 100,
          lengthSeconds: 60,
          added: '2026-01-01',
        });
      await importer.import(trackIds.map((id, index) => ({ line: index + 1, json: record(id, `first ${index}`) })));

      // Kafka unreachable: a bus pointed at a closed port.
      const unreachable = new KafkaEventBus({ brokers: ['127.0.0.1:1'], clientId: `${run}-down` });
      const downRelay = new OutboxRelay({
        outbox: catalogStore(store).outbox,
        documents: catalogStore(store).documents,
        bus: new BackgroundStartedBus(unreachable),
        model,
        images,
        logger: silent,
      });
      expect(await downRelay.relayOnce()).toMatchObject({ published: 0, failed: 1 });
      await unreachable.stop();
      // A change while it is down: only the latest state must end up on the topic.
      await importer.import([{ line: 1, json: record(trackIds[0]!, 'second 0') }]);
      const outbox = store.collection<OutboxEntry>(COLLECTIONS.outbox);
      const pending = (await outbox.find({})).flatMap((entry) => entry.entities.map((entity) => entity.id));
      expect(new Set(pending)).toEqual(new Set(trackIds));

      // "Restart": a new relay over the same store and a freshly loaded model, Kafka reachable again.
      const bus = new KafkaEventBus({ brokers: infra.kafka!.brokers, clientId: run });
      await bus.start();
      const relay = new OutboxRelay({
        outbox: catalogStore(store).outbox,
        documents: catalogStore(store).documents,
        bus,
        model: await loadedModel(store),
        images,
        logger: silent,
        pollIntervalMs: 100,
        backoff: { initialMs: 10, maxMs: 100 },
      });
      relay.start();
      const seen = new Map<string, EventEnvelope>();
      const subscription = await bus.subscribe(
        { group: `${run}-reader`, topics: ['catalog.tracks.v1'], fromBeginning: true },
        async (event) => {
          if (trackIds.includes(event.key)) seen.set(event.key, event);
        },
      );
      try {
        await waitFor('every track on the topic', () => seen.size === trackIds.length, { timeoutMs: 60_000 });
        expect(seen.get(trackIds[0]!)?.data).toMatchObject({ trackId: trackIds[0], title: 'second 0', revision: 2 });
        await waitFor('outbox drained', async () => (await outbox.count({})) === 0);
      } finally {
        await subscription.stop();
        await relay.stop();
        await bus.stop();
      }
    });
  });
});
