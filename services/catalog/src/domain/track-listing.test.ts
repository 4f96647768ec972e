import { demoCatalog, seedDemoCatalog } from '../demo/demo-catalog';
import { demoStore } from '../demo/demo-store';

const published = demoCatalog.tracks.length;
const defaultFreeTier = new Set(demoCatalog.collections.filter((c) => c.freeTierByDefault).flatMap((c) => c.trackIds));

describe('listing tracks', () => {
  it('lists published tracks newest first and counts them all', async () => {
    const { reads } = await demoStore();
    const page = await reads.tracks.list({ limit: 3, offset: 0 });
    expect(page.total).toBe(published);
    const newest = demoCatalog.tracks
      .map((track) => track.added)
      .sort()
      .reverse()
      .slice(0, 3);
    expect(page.tracks.map((track) => track.added)).toEqual(newest);
  });

  it('pages without overlap or gaps', async () => {
    const { reads } = await demoStore();
    const pages = await Promise.all([0, 10, 20].map((offset) => reads.tracks.list({ limit: 10, offset })));
    const ids = pages.flatMap((page) => page.tracks.map((track) => track.id));
    expect(new Set(ids).size).toBe(published);
  });

  it('hides tracks still processing', async () => {
    const { store, reads, reload } = await demoStore();
    const hidden = demoCatalog.tracks[0]!.id;
    await store.collection('tracks').updateOne({ _id: hidden }, { $set: { status: 'processing' } });
    await reload();
    const page = await reads.tracks.list({ limit: 100 });
    expect(page.total).toBe(published - 1);
    expect(page.tracks.map((track) => track.id)).not.toContain(hidden);
    await expect(reads.tracks.get('', hidden)).rejects.toMatchObject({
      kind: 'not-found',
      message: 'Track was not found',
    });
  });

  it('matches a parent genre through its children, and filters by mood and BPM range', async () => {
    const { reads } = await demoStore();
    const electronic = await reads.tracks.list({ limit: 100, genreIds: ['genre-electronic'] });
    expect(electronic.tracks.length).toBeGreaterThan(3);
    for (const track of electronic.tracks)
      expect(track.genres.some((g) => g.id === 'genre-electronic' || g.parent?.id === 'genre-electronic')).toBe(true);

    const chillAndSlow = await reads.tracks.list({ limit: 100, moodIds: ['mood-chill'], bpmMin: 80, bpmMax: 120 });
    expect(chillAndSlow.tracks.length).toBeGreaterThan(0);
    for (const track of chillAndSlow.tracks) {
      expect(track.moods.map((mood) => mood.id)).toContain('mood-chill');
      expect(track.bpm).toBeGreaterThanOrEqual(80);
      expect(track.bpm).toBeLessThanOrEqual(120);
    }
  });

  it('names moods and genres (with the parent genre) and flags tracks outside the free tier as premium', async () => {
    const { reads } = await demoStore();
    const { tracks } = await reads.tracks.list({ limit: 100 });
    for (const track of tracks) expect(track.isPreviewOnly).toBe(!defaultFreeTier.has(track.id));
    const house = tracks.find((track) => track.genres.some((genre) => genre.id === 'genre-house'));
    expect(house?.genres.find((genre) => genre.id === 'genre-house')).toEqual({
      id: 'genre-house',
      name: 'House',
      parent: { id: 'genre-electronic', name: 'Electronic' },
    });
  });

  it("flags premium by the partner's own free tier when the partner chose one", async () => {
    const { reads } = await demoStore({ 'partner-a': ['collection-cinematic-moments'] });
    const { tracks } = await reads.tracks.list({ partnerId: 'partner-a', limit: 100 });
    const cinematic = new Set(demoCatalog.collections.find((c) => c.id === 'collection-cinematic-moments')!.trackIds);
    for (const track of tracks) expect(track.isPreviewOnly).toBe(!cinematic.has(track.id));
  });

  it('gets tracks in bulk in request order, naming the unknown ones', async () => {
    const { reads } = await demoStore();
    const [first, second] = [demoCatalog.tracks[4]!.id, demoCatalog.tracks[1]!.id];
    const result = await reads.tracks.batchGet('', [first, 'no-such-track', second]);
    expect(result.tracks.map((track) => track.id)).toEqual([first, second]);
    expect(result.missingTrackIds).toEqual(['no-such-track']);
  });

  it('offers every genre (with its parent) and mood as filter parameters', async () => {
    const { reads } = await demoStore();
    const parameters = await reads.tracks.parameters();
    expect(parameters.genres).toHaveLength(demoCatalog.genres.length);
    expect(parameters.moods).toHaveLength(demoCatalog.moods.length);
    expect(parameters.genres).toContainEqual({
      id: 'genre-folk',
      name: 'Folk',
      parent: { id: 'genre-acoustic', name: 'Acoustic' },
    });
  });

  it('refuses a page beyond the limits, naming the field', async () => {
    const { reads } = await demoStore();
    await expect(reads.tracks.list({ limit: 101 })).rejects.toMatchObject({
      kind: 'invalid-argument',
      violations: [{ key: 'limit', messages: ['must be an integer from 1 to 100'] }],
    });
    await expect(reads.tracks.list({ offset: -1 })).rejects.toMatchObject({ violations: [{ key: 'offset' }] });
  });

  it('seeding twice changes nothing', async () => {
    const { importer, reads } = await demoStore();
    const again = await seedDemoCatalog(importer);
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: again.records });
    expect((await reads.tracks.list({ limit: 1 })).total).toBe(published);
  });
});
