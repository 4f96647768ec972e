import { partnerToken, request, userToken } from './api';
import { badRequestNaming, type Named, type Page } from './shapes';
import type { SystemContext } from './system-under-test';

interface Track {
  id: string;
  bpm: number;
  moods: Named[];
  genres: (Named & { parent?: Named })[];
}

/** Collections, moods, genres and tracks through the public API, asserted the same way in both modes. */
export function describeMusicCatalog(context: SystemContext): void {
  describe('music catalog', () => {
    let token: string;
    const get = <T = Record<string, unknown>>(path: string) => request<T>(context().baseUrl, path, { token });

    beforeAll(async () => {
      const { baseUrl, accessKeyId, accessKeySecret } = context();
      // A user token: every catalog read takes either kind; the partner kind is used by the skeleton checks.
      token = await userToken(baseUrl, await partnerToken(baseUrl, accessKeyId, accessKeySecret), 'catalog-reader');
    });

    it('lists collections ten at a time with at most 20 tracks each, or without tracks when excluded', async () => {
      const list = await get<{ collections: (Named & { tracks?: Track[] })[] } & Page>('/v0/collections');
      expect(list.status).toBe(200);
      expect(list.body.pagination).toEqual({ page: 1, limit: 10, offset: 0 });
      expect(list.body.collections.length).toBeGreaterThan(0);
      expect(list.body.collections.every((collection) => (collection.tracks ?? []).length <= 20)).toBe(true);

      const bare = await get<{ collections: { tracks?: unknown }[] }>('/v0/collections?excludeField=tracks&limit=20');
      expect(bare.status).toBe(200);
      expect(bare.body.collections.every((collection) => collection.tracks === undefined)).toBe(true);

      expect(await get('/v0/collections?limit=21')).toMatchObject(badRequestNaming('limit'));
      expect(await get('/v0/collections?excludeField=images')).toMatchObject(badRequestNaming('excludeField'));
    });

    it('pages one collection’s tracks, and answers 404 for an unknown collection', async () => {
      const list = await get<{ collections: Named[] }>('/v0/collections?excludeField=tracks');
      const id = list.body.collections[0]!.id;
      const first = await get<{ tracks: Track[]; availableTracks: number } & Page>(`/v0/collections/${id}?limit=1`);
      expect(first.status).toBe(200);
      expect(first.body.tracks).toHaveLength(1);
      expect(first.body.pagination).toEqual({ page: 1, limit: 1, offset: 0 });
      expect(first.body.links.prev).toBeUndefined();

      expect(await get(`/v0/collections/${id}?limit=101`)).toMatchObject(badRequestNaming('limit'));
      expect(await get(`/v0/collections/${id}?offset=-1`)).toMatchObject(badRequestNaming('offset'));
      const unknown = await get<{ message: string }>('/v0/collections/no-such-collection');
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toMatch(/not found/i);
    });

    it('lists moods sorted alphabetically either way, and refuses unknown sorts, types and limits', async () => {
      const ascending = await get<{ moods: Named[] } & Page>('/v0/moods?sort=alphabetic');
      expect(ascending.status).toBe(200);
      expect(ascending.body.pagination).toEqual({ page: 1, limit: 20, offset: 0 });
      const names = ascending.body.moods.map((mood) => mood.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      const descending = await get<{ moods: Named[] }>('/v0/moods?sort=alphabetic&order=desc');
      expect(descending.body.moods.map((mood) => mood.name)).toEqual([...names].reverse());

      const featured = await get<{ moods: Named[] }>('/v0/moods?type=featured');
      expect(featured.status).toBe(200);
      expect(featured.body.moods.length).toBeLessThanOrEqual(names.length);
      expect((await get('/v0/moods?type=partner-tier')).status).toBe(200);

      expect(await get('/v0/moods?sort=popular')).toMatchObject(badRequestNaming('sort'));
      expect(await get('/v0/moods?order=up')).toMatchObject(badRequestNaming('order'));
      expect(await get('/v0/moods?type=premium')).toMatchObject(badRequestNaming('type'));
      expect(await get('/v0/moods?limit=21')).toMatchObject(badRequestNaming('limit'));
    });

    it('shows a mood, with its tracks paged under `tracks` only when expanded', async () => {
      const moods = await get<{ moods: Named[] }>('/v0/moods');
      const id = moods.body.moods[0]!.id;
      const plain = await get<Named & { tracks?: unknown }>(`/v0/moods/${encodeURIComponent(id)}`);
      expect(plain.status).toBe(200);
      expect(plain.body).toMatchObject({ id, name: expect.any(String) });
      expect(plain.body.tracks).toBeUndefined();

      const expanded = await get<{ tracks: { tracks: Track[] } & Page }>(`/v0/moods/${id}?expand=tracks&limit=1`);
      expect(expanded.status).toBe(200);
      expect(expanded.body.tracks.pagination).toEqual({ page: 1, limit: 1, offset: 0 });
      expect(expanded.body.tracks.tracks.every((track) => track.moods.some((mood) => mood.id === id))).toBe(true);
      if (expanded.body.tracks.links.next) {
        expect(expanded.body.tracks.links.next).toBe(`/v0/moods/${id}?expand=tracks&limit=1&offset=1`);
      }

      expect(await get(`/v0/moods/${id}?expand=everything`)).toMatchObject(badRequestNaming('expand'));
      expect((await get('/v0/moods/no-such-mood')).status).toBe(404);
    });

    it('lists genres and shows a child genre with its parent, and a parent with its children', async () => {
      const list = await get<{ genres: Named[] } & Page>('/v0/genres');
      expect(list.status).toBe(200);
      expect(list.body.pagination.limit).toBe(20);
      expect(await get('/v0/genres?limit=21')).toMatchObject(badRequestNaming('limit'));
      expect(await get('/v0/genres?sort=newest')).toMatchObject(badRequestNaming('sort'));

      const parameters = await get<{ genres: (Named & { parent?: Named })[] }>('/v0/tracks/parameters');
      const child = parameters.body.genres.find((genre) => genre.parent);
      expect(child).toBeDefined();
      const detail = await get<{ parent?: Named; children: Named[]; tracks?: { tracks: Track[] } & Page }>(
        `/v0/genres/${child!.id}?expand=tracks&limit=2`,
      );
      expect(detail.status).toBe(200);
      expect(detail.body.parent).toEqual(child!.parent);
      expect(detail.body.tracks?.pagination).toEqual({ page: 1, limit: 2, offset: 0 });
      const parent = await get<{ children: Named[]; tracks?: unknown }>(`/v0/genres/${child!.parent!.id}`);
      expect(parent.body.children.map((genre) => genre.id)).toContain(child!.id);
      expect(parent.body.tracks).toBeUndefined();
      expect((await get('/v0/genres/no-such-genre')).status).toBe(404);
    });

    it('filters tracks by genre, mood and BPM range, keeping the filters in the links', async () => {
      const all = await get<{ tracks: Track[] }>('/v0/tracks?limit=100');
      const sample = all.body.tracks.find((track) => track.genres.length > 0 && track.moods.length > 0)!;
      const genre = sample.genres[0]!.id;
      const mood = sample.moods[0]!.id;

      const byGenre = await get<{ tracks: Track[] }>(`/v0/tracks?genre=${genre}&limit=100`);
      expect(byGenre.body.tracks.map((track) => track.id)).toContain(sample.id);
      expect(
        byGenre.body.tracks.every((track) => track.genres.some((g) => g.id === genre || g.parent?.id === genre)),
      ).toBe(true);
      const byMood = await get<{ tracks: Track[] }>(`/v0/tracks?mood=${mood}&mood=no-such-mood&limit=100`);
      expect(byMood.body.tracks.every((track) => track.moods.some((m) => m.id === mood))).toBe(true);

      const bpmMin = sample.bpm - 5;
      const bpmMax = sample.bpm + 5;
      const byBpm = await get<{ tracks: Track[] } & Page>(`/v0/tracks?bpmMin=${bpmMin}&bpmMax=${bpmMax}&limit=1`);
      expect(byBpm.body.tracks.every((track) => track.bpm >= bpmMin && track.bpm <= bpmMax)).toBe(true);
      if (byBpm.body.links.next) {
        expect(byBpm.body.links.next).toBe(`/v0/tracks?bpmMin=${bpmMin}&bpmMax=${bpmMax}&limit=1&offset=1`);
      }

      // The filter the caller meant, however lists are written; a misspelt one is named, never ignored.
      const other = all.body.tracks.find((track) =>
        track.genres.every((g) => g.id !== genre && g.parent?.id !== genre),
      )!;
      const otherGenre = other.genres[0]!.id;
      const ids = (response: { body: { tracks: Track[] } }) => response.body.tracks.map((track) => track.id).sort();
      const both = await get<{ tracks: Track[] }>(`/v0/tracks?genre=${genre}&genre=${otherGenre}&limit=100`);
      expect(await get(`/v0/tracks?genre=${genre},${otherGenre}`)).toMatchObject(badRequestNaming('genre'));
      expect(
        ids(await get<{ tracks: Track[] }>(`/v0/tracks?genre[]=${genre}&genre[]=${otherGenre}&limit=100`)),
      ).toEqual(ids(both));
      expect(await get(`/v0/tracks?genres=${genre}`)).toMatchObject(badRequestNaming('genres'));

      expect(await get('/v0/tracks?bpmMin=120&bpmMax=90')).toMatchObject(badRequestNaming('bpmMin'));
      expect(await get('/v0/tracks?bpmMin=fast')).toMatchObject(badRequestNaming('bpmMin'));
      expect(await get('/v0/tracks?bpmMax=99.5')).toMatchObject(badRequestNaming('bpmMax'));
    });

    it('returns track metadata in bulk in the order asked, leaving unknown ids out', async () => {
      const page = await get<{ tracks: Track[] }>('/v0/tracks?limit=3');
      const ids = page.body.tracks.map((track) => track.id).reverse();
      const query = [ids[0], 'no-such-track', ...ids.slice(1)].map((id) => `trackId=${id}`).join('&');
      const metadata = await get<Track[]>(`/v0/tracks/metadata?${query}`);
      expect(metadata.status).toBe(200);
      expect(metadata.body.map((track) => track.id)).toEqual(ids);

      expect(await get('/v0/tracks/metadata')).toMatchObject(badRequestNaming('trackId'));
      const tooMany = Array.from({ length: 101 }, (_, i) => `trackId=t${i}`).join('&');
      expect(await get(`/v0/tracks/metadata?${tooMany}`)).toMatchObject(badRequestNaming('trackId'));
    });

    it('lists every genre and mood a track filter may use', async () => {
      const parameters = await get<{ genres: Named[]; moods: Named[] }>('/v0/tracks/parameters');
      expect(parameters.status).toBe(200);
      expect(parameters.body.genres.length).toBeGreaterThan(0);
      expect(parameters.body.moods.length).toBeGreaterThan(0);
    });
  });
}
