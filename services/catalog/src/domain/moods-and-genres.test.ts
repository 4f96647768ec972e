import { demoCatalog } from '../demo/demo-catalog';
import { demoStore } from '../demo/demo-store';
import type { ListingQuery } from './taxonomy';

const query = (overrides: Partial<ListingQuery> = {}): ListingQuery => ({
  partnerId: 'p',
  sort: 'relevance',
  order: 'asc',
  type: 'all',
  limit: 20,
  ...overrides,
});

/** Published demo tracks carrying a mood. */
const carrying = (moodId: string) => demoCatalog.tracks.filter((track) => track.moodIds.includes(moodId)).length;

describe('moods', () => {
  it('lists by relevance, most tracks first, and reversed when descending', async () => {
    const { reads } = await demoStore();
    const { moods, total } = await reads.moods.list(query());
    expect(total).toBe(demoCatalog.moods.length);
    const counts = moods.map((mood) => carrying(mood.id));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const descending = await reads.moods.list(query({ order: 'desc' }));
    expect(descending.moods.map((m) => m.id)).toEqual(moods.map((m) => m.id).reverse());
  });

  it('lists alphabetically, A to Z or Z to A', async () => {
    const { reads } = await demoStore();
    const names = demoCatalog.moods.map((mood) => mood.name).sort();
    expect((await reads.moods.list(query({ sort: 'alphabetic' }))).moods.map((m) => m.name)).toEqual(names);
    expect((await reads.moods.list(query({ sort: 'alphabetic', order: 'desc' }))).moods.map((m) => m.name)).toEqual(
      [...names].reverse(),
    );
  });

  it("lists only featured moods, or only the moods of the partner's free-tier tracks", async () => {
    const { reads } = await demoStore({ p: ['collection-cinematic-moments'] });
    const featured = await reads.moods.list(query({ type: 'featured' }));
    expect(featured.moods.map((m) => m.id).sort()).toEqual(
      demoCatalog.moods
        .filter((mood) => mood.featured)
        .map((mood) => mood.id)
        .sort(),
    );
    const tier = await reads.moods.list(query({ type: 'partner-tier' }));
    const cinematic = demoCatalog.collections.find((c) => c.id === 'collection-cinematic-moments')!.trackIds;
    const tierMoods = new Set(demoCatalog.tracks.filter((t) => cinematic.includes(t.id)).flatMap((t) => t.moodIds));
    expect(tier.moods.map((m) => m.id).sort()).toEqual([...tierMoods].sort());
  });

  it('pages a mood list and its detail tracks', async () => {
    const { reads } = await demoStore();
    const second = await reads.moods.list(query({ sort: 'alphabetic', limit: 3, offset: 3 }));
    expect(second.moods).toHaveLength(3);
    const detail = await reads.moods.get({ partnerId: 'p', id: 'mood-chill', includeTracks: true, limit: 2 });
    expect(detail.item.name).toBe('Chill');
    expect(detail.totalTracks).toBe(carrying('mood-chill'));
    expect(detail.tracks).toHaveLength(2);
    const bare = await reads.moods.get({ partnerId: 'p', id: 'mood-chill', includeTracks: false });
    expect(bare.tracks).toEqual([]);
    await expect(reads.moods.get({ partnerId: 'p', id: 'x', includeTracks: false })).rejects.toMatchObject({
      kind: 'not-found',
      message: 'Mood was not found',
    });
  });
});

describe('genres', () => {
  it('lists every genre with its parent; parent genres carry cover art', async () => {
    const { reads } = await demoStore();
    const { genres, total } = await reads.genres.list(query({ sort: 'alphabetic' }));
    expect(total).toBe(demoCatalog.genres.length);
    expect(genres.find((g) => g.id === 'genre-house')?.parent).toEqual({ id: 'genre-electronic', name: 'Electronic' });
    for (const genre of genres.filter((g) => !g.parent)) expect(Object.keys(genre.images)).toContain('default');
  });

  it("ranks a parent genre by its tracks and its children's", async () => {
    const { reads } = await demoStore();
    const { genres } = await reads.genres.list(query());
    expect(genres[0]!.id).toBe('genre-electronic');
  });

  it("details a genre with its children and its children's tracks", async () => {
    const { reads } = await demoStore();
    const detail = await reads.genres.get({
      partnerId: 'p',
      id: 'genre-acoustic',
      includeTracks: true,
      limit: 100,
    });
    expect(detail.item.children.map((child) => child.id).sort()).toEqual(['genre-folk', 'genre-singer-songwriter']);
    const family = ['genre-acoustic', 'genre-folk', 'genre-singer-songwriter'];
    const expected = demoCatalog.tracks.filter((t) => t.genreIds.some((id) => family.includes(id))).length;
    expect(detail.totalTracks).toBe(expected);
    expect(detail.tracks).toHaveLength(expected);
    await expect(reads.genres.get({ partnerId: 'p', id: 'x', includeTracks: false })).rejects.toMatchObject({
      kind: 'not-found',
      message: 'Genre was not found',
    });
  });
});
