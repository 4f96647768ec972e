import { loadProtos } from '@downbeat/contracts';
import { connectClient, createLogger, MongoDocumentStore, type DocumentStore } from '@downbeat/platform';
import { describeWith, locatedInfrastructure, waitFor } from '@downbeat/testing';
import { COLLECTIONS } from '../src/domain/documents';
import { startCatalogService, type CatalogService } from '../src/service';

const infra = locatedInfrastructure();
const database = `catalog_replicas_${Date.now().toString(36)}_${process.pid}`;
const logger = createLogger({ service: 'catalog-replicas-test', level: 'silent' });
const proto = loadProtos().downbeat.catalog.v1;

describeWith(['mongodb'], 'two catalog replicas on one FerretDB database', () => {
  const stores: DocumentStore[] = [];
  const services: CatalogService[] = [];
  const replica = async () => {
    const store = new MongoDocumentStore({ url: infra.mongodb!.url, database });
    await store.start();
    stores.push(store);
    const service = await startCatalogService({
      address: '127.0.0.1:0',
      store,
      logger,
      changePollIntervalMs: 250,
      imagesPublicUrl: 'http://media.test',
    });
    services.push(service);
    return service;
  };
  afterAll(async () => {
    for (const service of services) await service.stop();
    for (const name of Object.values(COLLECTIONS)) await stores[0]?.collection(name).deleteMany({});
    for (const store of stores) await store.stop();
  });

  it("serves the other replica's import within seconds", async () => {
    const [first, second] = [await replica(), await replica()];
    expect(second.readiness.isServing).toBe(true);
    const admin = connectClient('catalog', proto.CatalogAdminService, first.address);
    const reader = connectClient('catalog', proto.CatalogService, second.address);
    const records = [
      { type: 'genre', id: 'genre-replica', name: 'Replica' },
      {
        type: 'track',
        id: 'track-replica',
        title: 'Seen Elsewhere',
        mainArtists: ['IT'],
        bpm: 101,
        lengthSeconds: 60,
        genreIds: ['genre-replica'],
        added: '2026-05-01',
      },
    ];
    const imported = await admin.importRecords({
      records: records.map((record, index) => ({ line: index + 1, json: JSON.stringify(record) })),
    });
    expect(imported.created).toBe(2);

    const listed = await waitFor(
      'the second replica to list the imported track',
      async () => {
        const page = await reader.listTracks({ genreIds: ['genre-replica'] });
        return page.total === 1 ? page : undefined;
      },
      { timeoutMs: 10_000, intervalMs: 100 },
    );
    expect(listed.tracks[0]).toMatchObject({
      id: 'track-replica',
      genres: [{ id: 'genre-replica', name: 'Replica' }],
    });
  });
});
