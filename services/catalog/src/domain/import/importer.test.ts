import { MemoryDocumentStore } from '@downbeat/platform';
import { COLLECTIONS, type TrackDocument } from '../documents';
import { loadCatalog } from '../read-model/catalog-loader';
import { CatalogReadModel } from '../read-model/read-model';
import { genre, lines, mood, track } from './records.fixtures';
import { CatalogImporter } from './importer';
import { readModelCatalog } from './stored-catalog';
import { catalogStore, type OutboxEntry } from '../../store';

async function importer() {
  const store = new MemoryDocumentStore();
  await store.start();
  let woken = 0;
  const catalogImporter = new CatalogImporter(catalogStore(store), { onPending: () => (woken += 1) });
  const tracks = store.collection<TrackDocument>(COLLECTIONS.tracks);
  const outbox = store.collection<OutboxEntry>(COLLECTIONS.outbox);
  return { store, catalogImporter, tracks, outbox, woken: () => woken };
}

describe('catalog import', () => {
  it('imports records in order, a record referencing earlier lines, and announces the track in the outbox', async () => {
    const { catalogImporter, tracks, outbox, woken } = await importer();
    const summary = await catalogImporter.import(lines(genre, mood, track));
    expect(summary).toEqual({ created: 3, updated: 0, unchanged: 0, problems: [] });
    expect(await tracks.findOne({ _id: 'track-1' })).toMatchObject({ status: 'published', revision: 1 });
    expect(await outbox.find({})).toEqual([
      expect.objectContaining({ entities: [{ kind: 'track', id: 'track-1', revision: 1 }], published: 0, dueAt: 0 }),
    ]);
    expect(woken()).toBe(1);
  });

  it('changes nothing and announces nothing when the same records come again', async () => {
    const { catalogImporter, tracks, outbox, woken } = await importer();
    await catalogImporter.import(lines(genre, mood, track));
    await outbox.deleteMany({}); // as the relay does once the track is out
    const again = await catalogImporter.import(lines(genre, mood, { ...track, featuredArtists: [] }));
    expect(again).toEqual({ created: 0, updated: 0, unchanged: 3, problems: [] });
    expect(await tracks.findOne({ _id: 'track-1' })).toMatchObject({ revision: 1 });
    expect(await outbox.count({})).toBe(0);
    expect(woken()).toBe(1);
  });

  it('gives a changed track the next revision and announces it in the outbox', async () => {
    const { catalogImporter, tracks, outbox } = await importer();
    await catalogImporter.import(lines(genre, mood, track));
    const changed = await catalogImporter.import(lines({ ...track, title: 'Sunnier' }));
    expect(changed.updated).toBe(1);
    expect(await tracks.findOne({ _id: 'track-1' })).toMatchObject({ title: 'Sunnier', revision: 2 });
    // Entries made within one millisecond are ordered by a random suffix: find the new one by content.
    const announcements = (await outbox.find({})).map((entry) => entry.entities);
    expect(announcements).toContainEqual([{ kind: 'track', id: 'track-1', revision: 2 }]);
  });

  it('reports bad records by line, id and field, and imports the good ones', async () => {
    const { catalogImporter, tracks } = await importer();
    const summary = await catalogImporter.import([
      ...lines(genre, mood),
      { line: 3, json: '{not json' },
      { line: 4, json: JSON.stringify({ ...track, id: 'track-2', bpm: 'fast', added: '02/01/2026' }) },
      { line: 5, json: JSON.stringify({ ...track, id: 'track-3', genreIds: ['genre-pop', 'genre-polka'] }) },
      { line: 6, json: JSON.stringify({ type: 'playlist', id: 'x' }) },
      { line: 7, json: JSON.stringify(track) },
    ]);
    expect(summary.created).toBe(3);
    expect(summary.problems).toEqual([
      { line: 3, recordId: '', field: '', message: 'not valid JSON' },
      expect.objectContaining({ line: 4, recordId: 'track-2', field: 'bpm' }),
      expect.objectContaining({ line: 4, recordId: 'track-2', field: 'added' }),
      { line: 5, recordId: 'track-3', field: 'genreIds[1]', message: 'unknown genre "genre-polka"' },
      expect.objectContaining({ line: 6, recordId: 'x', field: 'type' }),
    ]);
    expect(await tracks.count({})).toBe(1);
  });

  it('refuses genres nested deeper than one level and references to unknown records', async () => {
    const { catalogImporter } = await importer();
    const summary = await catalogImporter.import(
      lines(
        genre,
        { type: 'genre', id: 'genre-k-pop', name: 'K-Pop', parentId: 'genre-pop' },
        { type: 'genre', id: 'genre-deeper', name: 'Deeper', parentId: 'genre-k-pop' },
        { type: 'collection', id: 'c1', name: 'C', trackIds: ['track-unknown'] },
        {
          type: 'soundEffect',
          id: '4b0c5d1e-0000-4000-8000-000000000001',
          title: 'Boom',
          categoryIds: ['4b0c5d1e-0000-4000-8000-0000000000ff'],
          lengthSeconds: 1.5,
          added: '2026-01-01T00:00:00Z',
        },
      ),
    );
    expect(summary.problems.map((p) => [p.line, p.field, p.message])).toEqual([
      [3, 'parentId', '"genre-k-pop" cannot be a parent: genres nest one level'],
      [4, 'trackIds[0]', 'unknown track "track-unknown"'],
      [5, 'categoryIds[0]', 'unknown sound-effect category "4b0c5d1e-0000-4000-8000-0000000000ff"'],
    ]);
  });

  it('announces a whole batch in one outbox entry listing each changed track once at its latest revision', async () => {
    const { catalogImporter, outbox } = await importer();
    await catalogImporter.import(
      lines(
        genre,
        mood,
        track,
        { ...track, id: 'track-2' },
        { ...track, title: 'Sunnier' },
        { ...track, id: 'track-3' },
      ),
    );
    expect(await outbox.find({})).toEqual([
      expect.objectContaining({
        entities: [
          { kind: 'track', id: 'track-1', revision: 2 },
          { kind: 'track', id: 'track-2', revision: 1 },
          { kind: 'track', id: 'track-3', revision: 1 },
        ],
      }),
    ]);
  });
});

describe('catalog import through the read model', () => {
  /** Two replicas on one store: `other` writes; `reader`'s model has not followed those writes. */
  async function replicas() {
    const store = new MemoryDocumentStore();
    await store.start();
    const other = new CatalogImporter(catalogStore(store));
    await other.import(lines(genre, mood));
    const model = new CatalogReadModel();
    model.replaceAll(await loadCatalog(catalogStore(store).documents));
    const reader = new CatalogImporter(catalogStore(store), {
      catalog: readModelCatalog(model, catalogStore(store).documents),
      onWritten: async (changes) => model.apply(changes),
    });
    return { store, other, reader, model, tracks: store.collection<TrackDocument>(COLLECTIONS.tracks) };
  }

  it('leaves a record unchanged that another replica stored already, though the model does not hold it', async () => {
    const { other, reader, tracks, model } = await replicas();
    await other.import(lines(track));
    const again = await reader.import(lines(track));
    expect(again).toEqual({ created: 0, updated: 0, unchanged: 1, problems: [] });
    expect(await tracks.findOne({ _id: 'track-1' })).toMatchObject({ revision: 1, title: 'Sunny' });
    expect(model.catalog.track.get('track-1')).toMatchObject({ revision: 1 });
  });

  it("gives the next revision after the store's, not the model's, when the model is behind", async () => {
    const { other, reader, tracks } = await replicas();
    await reader.import(lines(track));
    await other.import(lines({ ...track, title: 'Elsewhere' }));
    const changed = await reader.import(lines({ ...track, title: 'Here' }));
    expect(changed).toEqual({ created: 0, updated: 1, unchanged: 0, problems: [] });
    expect(await tracks.findOne({ _id: 'track-1' })).toMatchObject({ revision: 3, title: 'Here' });
  });

  it('accepts references the model does not hold when the store has them (unpublished tracks)', async () => {
    const { reader } = await replicas();
    await reader.import(lines({ ...track, status: 'processing' }));
    const summary = await reader.import(lines({ type: 'collection', id: 'c1', name: 'C', trackIds: ['track-1'] }));
    expect(summary).toEqual({ created: 1, updated: 0, unchanged: 0, problems: [] });
  });
});
