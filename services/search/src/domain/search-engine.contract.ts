/**
 * The behaviour every SearchEngine adapter must show, run against the in-process engine (unit
 * tests) and OpenSearch (integration tests). Same catalog, same answers.
 */
import { soundEffectDocument, trackDocument } from './documents';
import { soundEffectEvent, trackEvent, type TrackSpec } from './catalog-events.fixtures';
import { soundEffectSearch, trackSearch, type SoundEffectSearchRequest, type TrackSearchRequest } from './queries';
import { reindex } from './reindex';
import type { SearchEngine } from './search-engine';
import { suggest } from './suggestions';

const catalog: TrackSpec[] = [
  {
    id: 't-moody-piano',
    title: 'Midnight Piano',
    moods: ['Moody'],
    genres: [['Chamber', 'Classical']],
    added: '2025-03-01',
    bpm: 72,
    lengthSeconds: 200,
  },
  {
    id: 't-happy-piano',
    title: 'Sunny Piano',
    moods: ['Happy'],
    genres: [['Indie Pop', 'Pop']],
    added: '2025-02-01',
    bpm: 118,
    lengthSeconds: 95,
  },
  {
    id: 't-guitar',
    title: 'Acoustic Guitar Morning',
    artists: ['Elias Holm'],
    moods: ['Relaxing', 'Happy'],
    genres: [['Folk', 'Acoustic']],
    added: '2025-01-15',
    bpm: 96,
    lengthSeconds: 150,
  },
  {
    id: 't-horizon',
    title: 'Distant Horizon',
    artists: ['Maya Okafor'],
    moods: ['Dreamy'],
    genres: [['Ambient', 'Electronic']],
    added: '2024-12-01',
    bpm: null,
    lengthSeconds: 300,
  },
  {
    id: 't-relax',
    title: 'Relaxing Waves',
    artists: ['Maya Okafor'],
    moods: ['Relaxing'],
    genres: [['Ambient', 'Electronic']],
    added: '2024-11-01',
  },
  {
    id: 't-rock',
    title: 'Burning Streets',
    artists: ['Copper Fox'],
    moods: ['Energetic'],
    genres: [['Indie Rock', 'Rock']],
    added: '2024-10-01',
    bpm: 149,
    lengthSeconds: 180,
  },
  {
    id: 't-techno',
    title: 'Neon Lights',
    artists: ['Copper Fox'],
    featuring: ['Maya Okafor'],
    moods: ['Energetic', 'Dark'],
    genres: [['Techno', 'Electronic']],
    added: '2024-09-01',
    bpm: 128,
    lengthSeconds: 240,
  },
  { id: 't-hidden', title: 'Secret Piano', moods: ['Moody'], status: 'processing', added: '2025-04-01' },
];

const sfx = [
  {
    id: 'sfx-slam',
    title: 'Door Slam Heavy',
    category: ['Doors', 'Household'] as [string, string],
    added: '2025-01-03T00:00:00Z',
    lengthSeconds: 1.5,
  },
  {
    id: 'sfx-creak',
    title: 'Door Creak',
    category: ['Doors', 'Household'] as [string, string],
    added: '2025-01-01T00:00:00Z',
    lengthSeconds: 4,
  },
  {
    id: 'sfx-rain',
    title: 'Heavy Rain on Window',
    category: ['Rain', 'Nature'] as [string, string],
    added: '2025-01-02T00:00:00Z',
    lengthSeconds: 30,
  },
];

export function describeSearchEngineContract(name: string, makeEngine: () => Promise<SearchEngine>): void {
  describe(`search engine contract: ${name}`, () => {
    let engine: SearchEngine;
    const ids = async (request: TrackSearchRequest) => (await engine.searchTracks(trackSearch(request))).ids;
    const effects = async (request: SoundEffectSearchRequest) =>
      (await engine.searchSoundEffects(soundEffectSearch(request))).ids;

    beforeAll(async () => {
      engine = await makeEngine();
      await engine.start();
      for (const spec of catalog) await engine.putTrack(trackDocument(trackEvent(spec)));
      for (const spec of sfx) await engine.putSoundEffect(soundEffectDocument(soundEffectEvent(spec)));
      await engine.refresh();
    });
    afterAll(async () => {
      await engine.close();
    });

    it('finds a track by a word of its title, in singular or plural ("guitars" finds "Guitar")', async () => {
      expect(await ids({ term: 'guitars' })).toEqual(['t-guitar']);
      expect(await ids({ term: 'Guitar' })).toEqual(['t-guitar']);
    });

    it('matches every word across title, moods, genres and artists ("piano moody")', async () => {
      expect(await ids({ term: 'piano moody' })).toEqual(['t-moody-piano']);
      expect(await ids({ term: 'okafor dreamy' })).toEqual(['t-horizon']);
    });

    it('forgives one typo in a word of five letters or more, not in shorter words', async () => {
      expect(await ids({ term: 'horzion' })).toEqual(['t-horizon']);
      expect(await ids({ term: 'distnat' })).toEqual(['t-horizon']);
      expect(await ids({ term: 'nean' })).toEqual([]);
    });

    it('ranks an exact title first, then title matches before artist and mood matches', async () => {
      expect((await ids({ term: 'relaxing waves' }))[0]).toBe('t-relax');
      expect(await ids({ term: 'relaxing' })).toEqual(['t-relax', 't-guitar']);
      expect(await ids({ term: 'maya okafor' })).toEqual(['t-horizon', 't-relax', 't-techno']);
    });

    it('never shows an unpublished track', async () => {
      expect(await ids({ term: 'secret piano' })).toEqual([]);
      expect(await ids({ term: 'piano' })).toEqual(['t-moody-piano', 't-happy-piano']);
    });

    it('filters by genre (a parent genre matches its children) and by mood', async () => {
      expect(await ids({ genreIds: ['genre-electronic'] })).toEqual(['t-horizon', 't-relax', 't-techno']);
      expect(await ids({ genreIds: ['genre-techno'] })).toEqual(['t-techno']);
      expect(await ids({ moodIds: ['mood-happy', 'mood-dreamy'] })).toEqual(['t-happy-piano', 't-guitar', 't-horizon']);
      expect(await ids({ genreIds: ['genre-electronic'], moodIds: ['mood-relaxing'] })).toEqual(['t-relax']);
    });

    it('counts moods and genres over the whole result set, not the page', async () => {
      const results = await engine.searchTracks(trackSearch({ genreIds: ['genre-electronic'], limit: 1 }));
      expect(results.ids).toHaveLength(1);
      expect(results.total).toBe(3);
      expect(results.aggregations.moods).toEqual([
        { id: 'mood-dark', name: 'Dark', count: 1 },
        { id: 'mood-dreamy', name: 'Dreamy', count: 1 },
        { id: 'mood-energetic', name: 'Energetic', count: 1 },
        { id: 'mood-relaxing', name: 'Relaxing', count: 1 },
      ]);
      expect(results.aggregations.genres).toEqual([
        { id: 'genre-electronic', name: 'Electronic', count: 3 },
        { id: 'genre-ambient', name: 'Ambient', count: 2 },
        { id: 'genre-techno', name: 'Techno', count: 1 },
      ]);
    });

    it('sorts by date and title in either order, and pages', async () => {
      expect(await ids({ sort: 'date', limit: 2 })).toEqual(['t-techno', 't-rock']);
      expect(await ids({ sort: 'date', order: 'desc', limit: 2 })).toEqual(['t-moody-piano', 't-happy-piano']);
      expect(await ids({ sort: 'title', limit: 3 })).toEqual(['t-guitar', 't-rock', 't-horizon']);
      expect(await ids({ sort: 'title', order: 'desc', offset: 1, limit: 2 })).toEqual(['t-relax', 't-techno']);
      expect(await ids({})).toEqual([
        't-moody-piano',
        't-happy-piano',
        't-guitar',
        't-horizon',
        't-relax',
        't-rock',
        't-techno',
      ]);
    });

    it('filters by an inclusive BPM range, leaving out tracks without a BPM (95–117 never finds 149)', async () => {
      // t-relax has the fixtures' default 100 BPM.
      expect(await ids({ bpmMin: 95, bpmMax: 117, sort: 'bpm' })).toEqual(['t-guitar', 't-relax']);
      expect(await ids({ bpmMin: 118, sort: 'bpm' })).toEqual(['t-happy-piano', 't-techno', 't-rock']);
      expect(await ids({ bpmMax: 96, sort: 'bpm' })).toEqual(['t-moody-piano', 't-guitar']);
      expect((await engine.searchTracks(trackSearch({ term: 'piano', bpmMin: 100 }))).total).toBe(1);
    });

    it('sorts by BPM and by duration, a track without a BPM last either way', async () => {
      expect(await ids({ sort: 'bpm' })).toEqual([
        't-moody-piano',
        't-guitar',
        't-relax',
        't-happy-piano',
        't-techno',
        't-rock',
        't-horizon',
      ]);
      expect(await ids({ sort: 'bpm', order: 'desc', limit: 2 })).toEqual(['t-rock', 't-techno']);
      expect((await ids({ sort: 'bpm', order: 'desc' })).at(-1)).toBe('t-horizon');
      expect(await ids({ sort: 'duration', limit: 3 })).toEqual(['t-happy-piano', 't-relax', 't-guitar']);
      expect(await ids({ sort: 'duration', order: 'desc', limit: 2 })).toEqual(['t-horizon', 't-techno']);
    });

    it('keeps the newest revision whatever order events arrive in, and a tombstone removes', async () => {
      const renamed = trackEvent({ id: 't-late', title: 'Velvet Morning', revision: 3 });
      await engine.putTrack(trackDocument(renamed));
      await engine.putTrack(trackDocument(trackEvent({ id: 't-late', title: 'Old Name', revision: 2 })));
      await engine.putTrack(trackDocument(renamed));
      await engine.refresh();
      expect(await ids({ term: 'velvet' })).toEqual(['t-late']);
      expect(await ids({ term: 'old name' })).toEqual([]);
      await engine.putTrack(
        trackDocument(trackEvent({ id: 't-late', title: 'Velvet Morning', revision: 4, status: 'failed' })),
      );
      await engine.refresh();
      expect(await ids({ term: 'velvet' })).toEqual([]);
      await engine.removeTrack('t-late');
      await engine.refresh();
      expect(await ids({ term: 'velvet' })).toEqual([]);
    });

    it('suggests completions of a partial word, moods, genres and artists, each finding tracks', async () => {
      const suggestions = await suggest(engine, 'rel');
      expect(suggestions).toEqual([
        { value: 'relaxing', title: 'relaxing', type: 'TEXT' },
        { value: 'Relaxing', title: 'Relaxing', type: 'MOOD' },
      ]);
      expect(await suggest(engine, 'oka')).toEqual([{ value: 'Maya Okafor', title: 'Maya Okafor', type: 'ARTIST' }]);
      expect(await suggest(engine, 'electro')).toEqual([{ value: 'Electronic', title: 'Electronic', type: 'GENRE' }]);
      expect(await suggest(engine, 'piano mid')).toEqual([
        { value: 'piano midnight', title: 'piano midnight', type: 'TEXT' },
      ]);
      for (const term of ['rel', 'oka', 'electro', 'piano mid'])
        for (const suggestion of await suggest(engine, term))
          expect({ suggestion, found: (await ids({ term: suggestion.value })).length > 0 }).toEqual({
            suggestion,
            found: true,
          });
    });

    it('searches sound effects by title and category, sorted as asked', async () => {
      expect(await effects({ term: 'door' })).toEqual(['sfx-slam', 'sfx-creak']);
      expect(await effects({ term: 'household' })).toEqual(['sfx-slam', 'sfx-creak']);
      expect(await effects({ term: 'heavy' })).toEqual(['sfx-slam', 'sfx-rain']);
      expect(await effects({ sort: 'newest' })).toEqual(['sfx-slam', 'sfx-rain', 'sfx-creak']);
      expect(await effects({ sort: 'length', order: 'desc' })).toEqual(['sfx-rain', 'sfx-creak', 'sfx-slam']);
      expect(await effects({ sort: 'title' })).toEqual(['sfx-creak', 'sfx-slam', 'sfx-rain']);
      // Nothing counted yet: popularity ties, so newest first.
      expect(await effects({ sort: 'popular' })).toEqual(await effects({ sort: 'newest' }));
    });

    it('sorts sound effects by counted previews and downloads, whatever order counts and catalog events arrive in', async () => {
      await engine.addPopularity(
        new Map([
          ['sfx-creak', 3],
          ['sfx-rain', 1],
          ['sfx-early', 2],
        ]),
      );
      await engine.addPopularity(
        new Map([
          ['sfx-rain', 1],
          ['t-guitar', 50],
        ]),
      );
      await engine.refresh();
      // A count that came before its sound effect is not a search result of its own…
      expect(await engine.searchSoundEffects(soundEffectSearch({ sort: 'popular' }))).toEqual({
        ids: ['sfx-creak', 'sfx-rain', 'sfx-slam'],
        total: 3,
      });
      expect(await effects({ term: 'door', sort: 'popular' })).toEqual(['sfx-creak', 'sfx-slam']);
      expect(await effects({ sort: 'popular', order: 'desc' })).toEqual(['sfx-slam', 'sfx-rain', 'sfx-creak']);
      // …but counts once the catalog event arrives; ties (2 and 2) go newest first.
      const early = { id: 'sfx-early', title: 'Early Bird', added: '2024-06-01T00:00:00Z' };
      await engine.putSoundEffect(soundEffectDocument(soundEffectEvent(early)));
      await engine.refresh();
      expect(await effects({ sort: 'popular' })).toEqual(['sfx-creak', 'sfx-rain', 'sfx-early', 'sfx-slam']);
      // A newer catalog revision, a replayed older one and a rebuild keep the counts.
      await engine.putSoundEffect(soundEffectDocument(soundEffectEvent({ ...early, title: 'Early Owl', revision: 2 })));
      await engine.putSoundEffect(soundEffectDocument(soundEffectEvent(early)));
      await engine.addPopularity(new Map([['sfx-early', 2]]));
      await engine.refresh();
      expect(await effects({ term: 'owl' })).toEqual(['sfx-early']);
      expect(await effects({ sort: 'popular' })).toEqual(['sfx-early', 'sfx-creak', 'sfx-rain', 'sfx-slam']);
      await reindex(engine, ['sound-effects'], () => {});
      expect(await effects({ sort: 'popular' })).toEqual(['sfx-early', 'sfx-creak', 'sfx-rain', 'sfx-slam']);
      // A tombstone forgets the sound effect and its count.
      await engine.removeSoundEffect('sfx-early');
      await engine.refresh();
      expect(await effects({ sort: 'popular' })).toEqual(['sfx-creak', 'sfx-rain', 'sfx-slam']);
    });

    it('sorts tracks by counted previews and downloads, kept across catalog writes and rebuilds', async () => {
      await engine.addPopularity(
        new Map([
          ['t-rock', 5],
          ['t-horizon', 2],
        ]),
      );
      await engine.refresh();
      // t-guitar was counted 50 in the sound-effect test above; the rest tie at 0, newest first.
      expect(await ids({ sort: 'popularity', limit: 4 })).toEqual(['t-guitar', 't-rock', 't-horizon', 't-moody-piano']);
      expect((await ids({ term: 'electronic', sort: 'popularity' }))[0]).toBe('t-horizon');
      await engine.putTrack(trackDocument(trackEvent({ ...catalog[5]!, revision: 2 })));
      await reindex(engine, ['tracks'], () => {});
      expect(await ids({ sort: 'popularity', limit: 3 })).toEqual(['t-guitar', 't-rock', 't-horizon']);
      expect(await ids({ sort: 'popularity', order: 'desc', limit: 1 })).not.toContain('t-guitar');
    });

    it('rebuilds the index from the stored events and keeps answering the same', async () => {
      const before = await engine.searchTracks(trackSearch({ term: 'piano' }));
      const progress: number[] = [];
      const outcomes = await reindex(engine, ['tracks'], (p) => progress.push(p.copied));
      expect(outcomes).toEqual([expect.objectContaining({ kind: 'tracks', documents: catalog.length })]);
      expect(progress.at(-1)).toBe(catalog.length);
      expect(await engine.searchTracks(trackSearch({ term: 'piano' }))).toEqual(before);
    });
  });
}
