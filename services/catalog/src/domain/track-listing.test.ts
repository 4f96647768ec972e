import { MemoryDocumentStore } from '@downbeat/platform';
import { demoCatalog, seedDemoCatalog } from '../demo/demo-catalog';
import { TrackListing } from './track-listing';

async function listingOverDemoCatalog() {
  const store = new MemoryDocumentStore();
  await store.start();
  await seedDemoCatalog(store);
  return { store, listing: new TrackListing(store) };
}

describe('TrackListing', () => {
  it('lists published tracks newest first and counts them all', async () => {
    const { listing } = await listingOverDemoCatalog();
    const page = await listing.list({ limit: 3, offset: 0 });
    expect(page.total).toBe(demoCatalog.tracks.length);
    expect(page.tracks.map((track) => track.added)).toEqual(
      demoCatalog.tracks
        .map((track) => track.added)
        .sort()
        .reverse()
        .slice(0, 3),
    );
  });

  it('pages without overlap or gaps', async () => {
    const { listing } = await listingOverDemoCatalog();
    const pages = await Promise.all([0, 3, 6].map((offset) => listing.list({ limit: 3, offset })));
    const ids = pages.flatMap((page) => page.tracks.map((track) => track.id));
    expect(new Set(ids).size).toBe(demoCatalog.tracks.length);
  });

  it('hides tracks still processing', async () => {
    const { store, listing } = await listingOverDemoCatalog();
    const hidden = demoCatalog.tracks[0]!._id;
    await store.collection('tracks').updateOne({ _id: hidden }, { $set: { status: 'processing' } });
    const page = await listing.list({ limit: 100, offset: 0 });
    expect(page.total).toBe(demoCatalog.tracks.length - 1);
    expect(page.tracks.map((track) => track.id)).not.toContain(hidden);
  });

  it('matches a parent genre through its children, and filters by mood and BPM range', async () => {
    const { listing } = await listingOverDemoCatalog();
    const electronic = await listing.list({ limit: 100, offset: 0, genreIds: ['genre-electronic'] });
    expect(electronic.tracks.length).toBeGreaterThan(1);
    for (const track of electronic.tracks) {
      expect(
        track.genres.some((genre) => genre.id === 'genre-electronic' || genre.parent?.id === 'genre-electronic'),
      ).toBe(true);
    }

    const chillAndSlow = await listing.list({ limit: 100, offset: 0, moodIds: ['mood-chill'], bpmMax: 120 });
    expect(chillAndSlow.tracks.length).toBeGreaterThan(0);
    for (const track of chillAndSlow.tracks) {
      expect(track.moods.map((mood) => mood.id)).toContain('mood-chill');
      expect(track.bpm).toBeLessThanOrEqual(120);
    }
  });

  it('names moods and genres (with the parent genre) and flags premium tracks', async () => {
    const { listing } = await listingOverDemoCatalog();
    const { tracks } = await listing.list({ limit: 100, offset: 0 });
    const freeTier = new Set(demoCatalog.collections.filter((c) => c.freeTierByDefault).flatMap((c) => c.trackIds));
    for (const track of tracks) expect(track.isPreviewOnly).toBe(!freeTier.has(track.id));

    const house = tracks.find((track) => track.genres.some((genre) => genre.id === 'genre-house'));
    expect(house?.genres.find((genre) => genre.id === 'genre-house')).toEqual({
      id: 'genre-house',
      name: 'House',
      parent: { id: 'genre-electronic', name: 'Electronic' },
    });
  });

  it('seeding twice changes nothing', async () => {
    const { store, listing } = await listingOverDemoCatalog();
    await seedDemoCatalog(store);
    expect((await listing.list({ limit: 1, offset: 0 })).total).toBe(demoCatalog.tracks.length);
  });
});
