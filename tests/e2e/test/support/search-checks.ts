import { waitFor } from '@downbeat/testing';
import { partnerToken, request, userToken } from './api';
import { badRequestNaming, type Named, type Page } from './shapes';
import type { SystemContext } from './system-under-test';

interface Track {
  id: string;
  title: string;
  added: string;
  bpm: number;
  length: number;
  mainArtists: string[];
  moods: Named[];
  genres: (Named & { parent?: Named })[];
  isPreviewOnly: boolean;
}
interface Bucket extends Named {
  count: number;
}
interface TrackResults extends Page {
  tracks: Track[];
  aggregations: { moods: Bucket[]; genres: Bucket[] };
}
interface Suggestion {
  value: string;
  title: string;
  type: 'TEXT' | 'MOOD' | 'GENRE' | 'ARTIST';
}
interface SoundEffect {
  id: string;
  title: string;
  added: string;
  length: number;
}

/**
 * Demo catalog facts (services/catalog/src/demo/demo-catalog.json) the checks rely on. In the
 * distributed mode the search service shares Kafka (and its `search` consumer group) with every
 * other catalog on the machine, so its index may hold tracks this run's catalog does not know
 * (hydration leaves them out): exact expectations use words only demo tracks carry — generated
 * catalogs draw on a small vocabulary without them.
 */
const DEMO = {
  /** A word only one demo title has. */
  word: 'campfire',
  wordTitle: 'Campfire Waltz',
  /** The Quiet Field: Paper Boats and Campfire Waltz, both Folk (a child of Acoustic). */
  folkArtist: 'quiet',
  folkTitles: ['Campfire Waltz', 'Paper Boats'],
  acoustic: 'genre-acoustic',
  /** Northbound Choir: three epic tracks, one of them dark. */
  epicArtist: 'northbound',
  epicTitles: ['Iron Horizon', 'Last Light Falls', 'Rise of Titans'],
  darkEpicTitle: 'Iron Horizon',
  /** Lumen Drift: three tracks, House and Ambient under Electronic. */
  electronicArtist: 'lumen',
  electronicTracks: 3,
  electronic: 'genre-electronic',
  /** Harbor Lights: three tracks. */
  pagedArtist: 'harbor',
  pagedTracks: 3,
  soundEffectWord: 'rain',
  soundEffectTitle: 'Heavy Rain on Tin Roof',
};

const byText = (a: string, b: string) =>
  a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;
const titlesOf = (results: { tracks: Track[] }) => results.tracks.map((track) => track.title);
const includesAll = (titles: string[], expected: string[]) => expected.every((title) => titles.includes(title));

/** Track search, suggestions and sound effect search, asserted the same way in both modes. */
export function describeSearch(context: SystemContext): void {
  describe('search', () => {
    let token: string;
    const get = <T = Record<string, unknown>>(path: string, headers?: Record<string, string>) =>
      request<T>(context().baseUrl, path, { token, ...(headers ? { headers } : {}) });
    const search = async (query: string) => {
      const response = await get<TrackResults>(`/v0/tracks/search?${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 200 });
      return response.body;
    };

    beforeAll(async () => {
      const { baseUrl, accessKeyId, accessKeySecret } = context();
      token = await partnerToken(baseUrl, accessKeyId, accessKeySecret);
      // Indexing is asynchronous (catalog events → the search indexer, in no global order): wait
      // for every demo track the checks below count, not only the first one.
      const found = async (term: string) => {
        const tracks = await get<TrackResults>(`/v0/tracks/search?term=${term}`);
        return tracks.status === 200 ? titlesOf(tracks.body) : [];
      };
      await waitFor(
        'the demo catalog to be searchable',
        async () => {
          const effects = await get<{ soundEffects: SoundEffect[] }>(
            `/v0/sound-effects/search?term=${DEMO.soundEffectWord}`,
          );
          return (
            (await found(DEMO.word)).includes(DEMO.wordTitle) &&
            includesAll(await found(DEMO.folkArtist), DEMO.folkTitles) &&
            includesAll(await found(DEMO.epicArtist), DEMO.epicTitles) &&
            (await found(DEMO.electronicArtist)).length >= DEMO.electronicTracks &&
            (await found(DEMO.pagedArtist)).length >= DEMO.pagedTracks &&
            effects.status === 200 &&
            effects.body.soundEffects.some((effect) => effect.title === DEMO.soundEffectTitle)
          );
        },
        { timeoutMs: 60_000, intervalMs: 250 },
      );
    }, 70_000);

    it('finds a demo track by a word of its title, with either kind of token, flagged for the partner', async () => {
      const results = await search(`term=${DEMO.word}`);
      expect(results.tracks[0]?.title).toBe(DEMO.wordTitle);
      expect(results.pagination).toEqual({ page: 1, limit: 50, offset: 0 });
      expect(results.aggregations.genres.map((genre) => genre.id)).toContain('genre-folk');

      const { baseUrl, accessKeyId, accessKeySecret } = context();
      const user = await userToken(baseUrl, await partnerToken(baseUrl, accessKeyId, accessKeySecret), 'searcher');
      const asUser = await request<TrackResults>(baseUrl, `/v0/tracks/search?term=${DEMO.word}`, { token: user });
      expect(asUser.status).toBe(200);
      expect(titlesOf(asUser.body)).toEqual(titlesOf(results));

      // isPreviewOnly is the catalog's per-partner verdict, the same as the bulk metadata says.
      const ids = results.tracks.map((track) => track.id);
      const metadata = await get<Track[]>(`/v0/tracks/metadata?${ids.map((id) => `trackId=${id}`).join('&')}`);
      expect(results.tracks.map((track) => track.isPreviewOnly)).toEqual(
        ids.map((id) => metadata.body.find((track) => track.id === id)?.isPreviewOnly),
      );
    });

    it('filters by genre, a parent genre matching its children’s tracks, and by mood', async () => {
      const folk = await search(`term=${DEMO.folkArtist}&genre=${DEMO.acoustic}`);
      expect(titlesOf(folk).sort()).toEqual(DEMO.folkTitles);
      expect((await search(`term=${DEMO.folkArtist}&genre=genre-jazz`)).tracks).toEqual([]);
      const acoustic = await search(`genre=${DEMO.acoustic}&limit=60`);
      for (const track of acoustic.tracks) {
        const genres = track.genres.flatMap((genre) => [genre.id, genre.parent?.id]);
        expect({ title: track.title, acoustic: genres.includes(DEMO.acoustic) }).toEqual({
          title: track.title,
          acoustic: true,
        });
      }

      const epic = await search(`term=${DEMO.epicArtist}&mood=mood-epic`);
      expect(titlesOf(epic).sort()).toEqual(DEMO.epicTitles);
      const dark = await search(`term=${DEMO.epicArtist}&mood=mood-dark`);
      expect(titlesOf(dark)).toEqual([DEMO.darkEpicTitle]);
      expect(dark.tracks.every((track) => track.moods.some((mood) => mood.id === 'mood-dark'))).toBe(true);

      const both = await search(`term=${DEMO.word}&mood=mood-epic`);
      expect(both.tracks).toEqual([]);
      expect(both.aggregations).toEqual({ moods: [], genres: [] });
    });

    it('sorts by date and title, either way', async () => {
      const query = `term=${DEMO.epicArtist}`;
      const added = (results: TrackResults) => results.tracks.map((track) => track.added);
      const oldest = await search(`${query}&sort=Date`);
      expect(oldest.tracks).toHaveLength(DEMO.epicTitles.length);
      expect(added(oldest)).toEqual([...added(oldest)].sort());
      const newest = await search(`${query}&sort=Date&order=desc`);
      expect(added(newest)).toEqual([...added(oldest)].reverse());

      const byTitle = await search(`${query}&sort=Title`);
      expect(titlesOf(byTitle)).toEqual(DEMO.epicTitles);
      const byTitleDesc = await search(`${query}&sort=Title&order=desc`);
      expect(titlesOf(byTitleDesc)).toEqual([...DEMO.epicTitles].reverse());
    });

    it('filters by BPM range and sorts by BPM and duration, as the reference API does', async () => {
      const inRange = await search(`term=${DEMO.epicArtist}&bpmMin=95&bpmMax=117&sort=BPM`);
      const all = await search(`term=${DEMO.epicArtist}&sort=BPM`);
      expect(inRange.tracks.every((track) => track.bpm >= 95 && track.bpm <= 117)).toBe(true);
      expect(inRange.tracks.map((track) => track.id)).toEqual(
        all.tracks.filter((track) => track.bpm >= 95 && track.bpm <= 117).map((track) => track.id),
      );
      const bpms = all.tracks.map((track) => track.bpm);
      expect(bpms).toEqual([...bpms].sort((a, b) => a - b));
      const longest = await search(`term=${DEMO.epicArtist}&sort=Duration&order=desc`);
      const lengths = longest.tracks.map((track) => track.length);
      expect(lengths).toEqual([...lengths].sort((a, b) => b - a));
      expect((await search(`term=${DEMO.epicArtist}&sort=Popularity`)).tracks).toHaveLength(all.tracks.length);
    });

    it('counts moods and genres over the whole result set, not the page', async () => {
      const query = `term=${DEMO.electronicArtist}`;
      const one = await search(`${query}&limit=1`);
      const all = await search(`${query}&limit=60`);
      expect(one.tracks).toHaveLength(1);
      expect(all.tracks).toHaveLength(DEMO.electronicTracks);
      expect(one.aggregations).toEqual(all.aggregations);
      for (const bucket of all.aggregations.moods) {
        const carrying = all.tracks.filter((track) => track.moods.some((mood) => mood.id === bucket.id));
        expect({ mood: bucket.id, count: bucket.count }).toEqual({ mood: bucket.id, count: carrying.length });
      }
      const electronic = all.aggregations.genres.find((genre) => genre.id === DEMO.electronic);
      expect(electronic?.count).toBe(DEMO.electronicTracks);
    });

    it('pages with links that keep the query, and caches like other catalog reads', async () => {
      const base = `/v0/tracks/search?term=${DEMO.pagedArtist}&sort=Title`;
      const first = await get<TrackResults>(`${base}&limit=2`);
      expect(first.body.pagination).toEqual({ page: 1, limit: 2, offset: 0 });
      expect(first.body.links).toEqual({ next: `${base}&limit=2&offset=2` });
      const second = await get<TrackResults>(first.body.links.next!);
      expect(second.body.pagination).toEqual({ page: 2, limit: 2, offset: 2 });
      expect(second.body.links.prev).toBe(`${base}&limit=2&offset=0`);
      expect(second.body.links.next).toBeUndefined();
      const all = await get<TrackResults>(`${base}&limit=4`);
      expect([...titlesOf(first.body), ...titlesOf(second.body)]).toEqual(titlesOf(all.body));

      expect(first.headers.get('cache-control')).toBe('private, max-age=60');
      const etag = first.headers.get('etag')!;
      expect((await get(`${base}&limit=2`, { 'if-none-match': etag })).status).toBe(304);
    });

    it('suggests completions of a prefix whose value, used as the term, finds tracks', async () => {
      const prefix = DEMO.word.slice(0, 5);
      const { status, body } = await get<{ suggestions: Suggestion[] }>(`/v0/tracks/search/suggestions?term=${prefix}`);
      expect(status).toBe(200);
      expect(body.suggestions).toContainEqual({ value: DEMO.word, title: expect.any(String), type: 'TEXT' });

      const typed = await Promise.all(
        ['drea', 'harb', 'orches'].map(
          async (term) => (await get<{ suggestions: Suggestion[] }>(`/v0/tracks/search/suggestions?term=${term}`)).body,
        ),
      );
      const chosen = [
        body.suggestions.find((suggestion) => suggestion.value === DEMO.word),
        typed[0]!.suggestions.find((suggestion) => suggestion.type === 'MOOD' && suggestion.title === 'Dreamy'),
        typed[1]!.suggestions.find(
          (suggestion) => suggestion.type === 'ARTIST' && suggestion.title === 'Harbor Lights',
        ),
        typed[2]!.suggestions.find((suggestion) => suggestion.type === 'GENRE' && suggestion.title === 'Orchestral'),
      ];
      expect(chosen.map((suggestion) => suggestion?.type)).toEqual(['TEXT', 'MOOD', 'ARTIST', 'GENRE']);
      for (const suggestion of chosen.filter((item): item is Suggestion => item !== undefined)) {
        const found = await search(`term=${encodeURIComponent(suggestion.value)}&limit=1`);
        expect({ suggestion, found: found.tracks.length }).toEqual({ suggestion, found: 1 });
      }
      const nothing = await get<{ suggestions: Suggestion[] }>('/v0/tracks/search/suggestions?term=');
      expect(nothing.body).toEqual({ suggestions: [] });
      // The reference API's term is optional: none, no suggestions.
      expect((await get('/v0/tracks/search/suggestions')).body).toEqual({ suggestions: [] });
    });

    it('searches sound effects by term, with each sort', async () => {
      const rain = await get<{ soundEffects: SoundEffect[] } & Page>(
        `/v0/sound-effects/search?term=${DEMO.soundEffectWord}`,
      );
      expect(rain.status).toBe(200);
      expect(rain.body.soundEffects[0]?.title).toBe(DEMO.soundEffectTitle);
      expect(rain.body.pagination).toEqual({ page: 1, limit: 50, offset: 0 });

      const all = async (query: string) => {
        const response = await get<{ soundEffects: SoundEffect[] }>(`/v0/sound-effects/search?limit=60&${query}`);
        expect({ query, status: response.status }).toEqual({ query, status: 200 });
        return response.body.soundEffects;
      };
      // Sorted lists stay sorted when hydration leaves out sound effects of other catalogs (see DEMO).
      const bestMatch = await all('sort=best-match');
      expect(bestMatch.length).toBeGreaterThan(0);
      const newest = (await all('sort=newest')).map((effect) => effect.added);
      expect(newest).toEqual([...newest].sort().reverse());
      const oldest = (await all('sort=newest&order=desc')).map((effect) => effect.added);
      expect(oldest).toEqual([...oldest].sort());
      const lengths = (await all('sort=length')).map((effect) => effect.length);
      expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
      const titles = (await all('sort=title&order=desc')).map((effect) => effect.title);
      expect(titles).toEqual([...titles].sort(byText).reverse());
    });

    it('sorts sound effects by the previews and downloads partners report', async () => {
      const popular = async (order: 'asc' | 'desc') => {
        const response = await get<{ soundEffects: SoundEffect[] }>(
          `/v0/sound-effects/search?sort=popular&order=${order}&limit=60`,
        );
        expect(response.status).toBe(200);
        return response.body.soundEffects.map((effect) => effect.id);
      };
      // The two least reported (other runs on this Kafka count too): `rising` gets three, `steady` one.
      const [rising, steady] = await popular('desc');
      expect(steady).toBeDefined();
      const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
      const event = (analyticsEvent: Record<string, string>) => ({
        userId: 'user-1',
        timestamp: at(1),
        analyticsEvent,
      });
      const reported = await request<{ eventsCount: number }>(context().baseUrl, '/v0/analytics/report', {
        token,
        json: {
          events: [
            event({ type: 'trackPreviewed', trackId: rising! }),
            event({ type: 'trackPreviewed', trackId: rising! }),
            event({ type: 'trackDownloaded', trackId: rising!, format: 'mp3', quality: 'high' }),
            event({ type: 'trackPreviewed', trackId: steady! }),
          ],
        },
      });
      expect(reported.status).toBe(200);
      await waitFor(
        'the reported sound effects to rank by their counts',
        async () => {
          const ranked = (await popular('asc')).filter((id) => id === rising || id === steady);
          return ranked.length === 2 && ranked[0] === rising;
        },
        { timeoutMs: 30_000, intervalMs: 250 },
      );
    });

    it('refuses unknown sorts and orders, a limit over 60 and a negative offset, naming the parameter', async () => {
      expect(await get('/v0/tracks/search?sort=Loudness')).toMatchObject(badRequestNaming('sort'));
      expect(await get('/v0/tracks/search?bpmMin=120&bpmMax=100')).toMatchObject(badRequestNaming('bpmMin'));
      expect(await get('/v0/tracks/search?sort=Relevance&order=up')).toMatchObject(badRequestNaming('order'));
      expect(await get('/v0/tracks/search?term=tide&limit=61')).toMatchObject(badRequestNaming('limit'));
      expect(await get('/v0/tracks/search?offset=-1')).toMatchObject(badRequestNaming('offset'));
      expect(await get('/v0/sound-effects/search?sort=relevance')).toMatchObject(badRequestNaming('sort'));
      expect(await get('/v0/sound-effects/search?order=random')).toMatchObject(badRequestNaming('order'));
      expect(await get('/v0/sound-effects/search?limit=61')).toMatchObject(badRequestNaming('limit'));
      expect(await get('/v0/sound-effects/search?offset=-5')).toMatchObject(badRequestNaming('offset'));
    });
  });
}
