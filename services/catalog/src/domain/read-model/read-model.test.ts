import type { CollectionDocument, GenreDocument, SoundEffectDocument, TrackDocument } from '../documents';
import { emptyEntities, type CatalogEntities, type EntityChange } from './catalog-entities';
import { CatalogReadModel } from './read-model';

const track = (id: string, added: string, fields: Partial<TrackDocument> = {}): TrackDocument => ({
  _id: id,
  title: id,
  mainArtists: ['A'],
  featuredArtists: [],
  bpm: 100,
  lengthSeconds: 60,
  moodIds: [],
  genreIds: [],
  images: {},
  hasVocals: false,
  added,
  isExplicit: false,
  status: 'published',
  revision: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});
const genre = (id: string, parentId?: string): GenreDocument => ({
  _id: id,
  name: id,
  images: {},
  featured: false,
  ...(parentId ? { parentId } : {}),
});
const collection = (id: string, trackIds: string[], freeTier?: { order: number }): CollectionDocument => ({
  _id: id,
  name: id,
  trackIds,
  images: {},
  freeTierByDefault: freeTier !== undefined,
  freeTierOrder: freeTier?.order ?? 0,
});
const effect = (id: string, categoryIds: string[], title: string, lengthSeconds: number, added: string) =>
  ({
    _id: id,
    title,
    categoryIds,
    lengthSeconds,
    added,
    images: {},
    revision: 1,
    updatedAt: added,
  }) as SoundEffectDocument;

function modelOf(fill: (entities: CatalogEntities) => void): CatalogReadModel {
  const entities = emptyEntities();
  fill(entities);
  const model = new CatalogReadModel();
  model.replaceAll(entities);
  return model;
}

const put = <T extends { _id: string }>(map: Map<string, T>, ...documents: T[]) => {
  for (const document of documents) map.set(document._id, document);
};
const ids = (tracks: { _id: string }[]) => tracks.map((t) => t._id);
const all = { limit: 100, offset: 0 };

/** Electronic > House, Techno; Rock. */
function catalog() {
  return modelOf((e) => {
    put(e.genre, genre('electronic'), genre('house', 'electronic'), genre('techno', 'electronic'), genre('rock'));
    put(
      e.track,
      track('t1', '2026-03-01', { genreIds: ['house'], moodIds: ['chill'], bpm: 120 }),
      track('t2', '2026-03-01', { genreIds: ['techno', 'house'], moodIds: ['dark'], bpm: 130 }),
      track('t3', '2026-02-01', { genreIds: ['electronic'], moodIds: ['chill', 'dark'], bpm: 90 }),
      track('t4', '2026-04-01', { genreIds: ['rock'], moodIds: ['chill'], bpm: 140 }),
      track('t5', '2026-01-01', { genreIds: ['rock'], bpm: 80 }),
    );
    put(e.collection, collection('c-free', ['t5', 't1', 'gone']), collection('c-other', ['t2', 't3'], undefined));
    e.collection.set('c-default', collection('c-default', ['t4'], { order: 0 }));
  });
}

describe('read model: tracks', () => {
  it('lists published tracks newest first, ties by id, and pages by slicing', () => {
    const model = catalog();
    expect(ids(model.tracks.select({}, all).tracks)).toEqual(['t4', 't1', 't2', 't3', 't5']);
    const second = model.tracks.select({}, { limit: 2, offset: 2 });
    expect(ids(second.tracks)).toEqual(['t2', 't3']);
    expect(second.total).toBe(5);
    expect(model.tracks.select({}, { limit: 2, offset: 10 })).toEqual({ tracks: [], total: 5 });
  });

  it("lists a parent genre with its children's tracks, counting a track once", () => {
    const model = catalog();
    expect(ids(model.tracks.select({ genreIds: ['electronic'] }, all).tracks)).toEqual(['t1', 't2', 't3']);
    expect(model.tracks.genreCount('electronic')).toBe(3);
    expect(model.tracks.genreCount('house')).toBe(2);
    expect(ids(model.tracks.select({ genreIds: ['house', 'rock'] }, all).tracks)).toEqual(['t4', 't1', 't2', 't5']);
    expect(model.tracks.select({ genreIds: ['polka'] }, all)).toEqual({ tracks: [], total: 0 });
  });

  it('combines any-of genres with any-of moods and an inclusive BPM range, counting every match', () => {
    const model = catalog();
    const page = model.tracks.select(
      { genreIds: ['electronic'], moodIds: ['chill', 'dark'], bpmMin: 90, bpmMax: 120 },
      all,
    );
    expect(ids(page.tracks)).toEqual(['t1', 't3']);
    const slow = model.tracks.select({ bpmMax: 100 }, { limit: 1, offset: 1 });
    expect(ids(slow.tracks)).toEqual(['t5']);
    expect(slow.total).toBe(2);
    expect(model.tracks.moodCount('chill')).toBe(3);
  });

  it('takes changes in: new tracks in order, unpublished ones out, genre moves in the counts', () => {
    const model = catalog();
    const before = model.version;
    model.apply([
      { kind: 'track', id: 't6', document: track('t6', '2026-03-01', { genreIds: ['house'] }) },
      { kind: 'track', id: 't4', document: track('t4', '2026-04-01', { status: 'processing' }) },
    ]);
    expect(model.version).toBeGreaterThan(before);
    expect(ids(model.tracks.select({}, all).tracks)).toEqual(['t1', 't2', 't6', 't3', 't5']);
    expect(model.catalog.track.has('t4')).toBe(false);
    model.apply([{ kind: 'genre', id: 'house', document: genre('house', 'rock') }]);
    expect(model.tracks.genreCount('rock')).toBe(4);
    expect(model.tracks.genreCount('electronic')).toBe(2);
  });

  it('keeps changes applied while a reload was under way', () => {
    const model = catalog();
    model.beginLoad();
    const late: EntityChange = { kind: 'track', id: 't9', document: track('t9', '2027-01-01') };
    model.apply([late]);
    const stale = emptyEntities();
    model.replaceAll(stale);
    expect(ids(model.tracks.select({}, all).tracks)).toEqual(['t9']);
  });

  it('refuses reads until loaded', () => {
    expect(() => new CatalogReadModel().tracks).toThrow(expect.objectContaining({ kind: 'unavailable' }));
  });
});

describe('read model: free tiers and collections', () => {
  it('uses the default free tier when none is chosen, else the chosen collections in the given order', () => {
    const model = catalog();
    expect(model.freeTier([]).collectionIds).toEqual(['c-default']);
    const chosen = model.freeTier(['c-other', 'unknown', 'c-free']);
    expect(chosen.collectionIds).toEqual(['c-other', 'c-free']);
    expect([...chosen.trackIds].sort()).toEqual(['gone', 't1', 't2', 't3', 't5']);
  });

  it('counts relevance and available tracks among published free-tier tracks', () => {
    const model = catalog();
    const tier = model.freeTier(['c-free']);
    expect(tier.relevance.genres.get('electronic')).toBe(1);
    expect(tier.relevance.genres.get('rock')).toBe(1);
    expect(tier.relevance.moods.get('chill')).toBe(1);
    expect(tier.available('c-free')).toBe(2);
    expect(tier.available('c-other')).toBe(0);
    expect(model.publishedTrackIds(model.catalog.collection.get('c-free')!)).toEqual(['t5', 't1']);
  });

  it('reuses a free tier until the catalog changes', () => {
    const model = catalog();
    const first = model.freeTier(['c-free']);
    expect(model.freeTier(['c-free'])).toBe(first);
    model.apply([{ kind: 'collection', id: 'c-free', document: collection('c-free', ['t2']) }]);
    const next = model.freeTier(['c-free']);
    expect(next).not.toBe(first);
    expect(next.available('c-free')).toBe(1);
  });
});

describe('read model: sound effects', () => {
  const nature = '00000000-0000-4000-8000-000000000001';
  const water = '00000000-0000-4000-8000-000000000002';
  const model = () =>
    modelOf((e) => {
      put(e.soundEffectCategory, { _id: nature, name: 'Nature', images: {}, featured: false });
      put(e.soundEffectCategory, { _id: water, name: 'Water', parentId: nature, images: {}, featured: true });
      put(
        e.soundEffect,
        effect('a', [nature], 'Wind', 3.5, '2026-01-02T00:00:00Z'),
        effect('b', [water], 'Creek', 1.25, '2026-01-03T00:00:00Z'),
        effect('c', [water, nature], 'Brook', 3.5, '2026-01-01T00:00:00Z'),
      );
    });

  it("lists a parent category with its children's effects in each order", () => {
    const effects = model().soundEffects;
    expect(ids(effects.inCategory(nature, 'newest', 'asc'))).toEqual(['b', 'a', 'c']);
    expect(ids(effects.inCategory(nature, 'newest', 'desc'))).toEqual(['c', 'a', 'b']);
    expect(ids(effects.inCategory(nature, 'title', 'asc'))).toEqual(['c', 'b', 'a']);
    expect(ids(effects.inCategory(nature, 'length', 'asc'))).toEqual(['b', 'a', 'c']);
    expect(ids(effects.inCategory(nature, 'length', 'desc'))).toEqual(['a', 'c', 'b']);
    expect(ids(effects.inCategory(water, 'newest', 'asc'))).toEqual(['b', 'c']);
  });
});
