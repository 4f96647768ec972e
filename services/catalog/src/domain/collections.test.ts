import { demoCatalog } from '../demo/demo-catalog';
import { DEMO_IMAGES_URL, demoStore } from '../demo/demo-store';
import { publicCollectionId } from './collection-ids';
import { TRACKS_PER_LISTED_COLLECTION } from './collections';

const defaults = demoCatalog.collections
  .filter((collection) => collection.freeTierByDefault)
  .sort((a, b) => a.freeTierOrder - b.freeTierOrder)
  .map((collection) => publicCollectionId(collection.id));

describe('collections', () => {
  it('lists the default free tier first in its order, then every other collection, when the partner has not chosen', async () => {
    const { reads } = await demoStore();
    const { collections, total } = await reads.collections.list({ partnerId: 'p', excludeTracks: true, limit: 20 });
    expect(total).toBe(demoCatalog.collections.length);
    expect(collections.slice(0, defaults.length).map((c) => c.id)).toEqual(defaults);
    expect(collections.filter((c) => c.inFreeTier).map((c) => c.id)).toEqual(defaults);
    expect(new Set(collections.map((c) => c.id)).size).toBe(demoCatalog.collections.length);
  });

  it("lists the partner's chosen free tier first, in the partner's order", async () => {
    // Chosen by stored id or by the UUID partners see.
    const chosen = ['collection-quiet-hours', publicCollectionId('collection-club-energy')];
    const { reads } = await demoStore({ partner: chosen });
    const { collections } = await reads.collections.list({ partnerId: 'partner', excludeTracks: true, limit: 20 });
    expect(collections.slice(0, 2).map((c) => c.id)).toEqual(chosen.map(publicCollectionId));
    expect(collections.filter((c) => c.inFreeTier).map((c) => c.id)).toEqual(chosen.map(publicCollectionId));
    const quiet = collections[0]!;
    expect(quiet.availableTracks).toBe(quiet.totalTracks);
  });

  it('carries at most 20 tracks per collection, or none when tracks are excluded', async () => {
    const { reads } = await demoStore();
    const withTracks = await reads.collections.list({ partnerId: 'p', excludeTracks: false, limit: 20 });
    for (const collection of withTracks.collections) {
      expect(collection.tracks.length).toBe(Math.min(collection.totalTracks, TRACKS_PER_LISTED_COLLECTION));
    }
    const without = await reads.collections.list({ partnerId: 'p', excludeTracks: true });
    expect(without.collections.every((collection) => collection.tracks.length === 0)).toBe(true);
  });

  it('counts the tracks users may download without a subscription and shows cover art where there is none', async () => {
    const { reads } = await demoStore();
    const lateNight = await reads.collections.get({ partnerId: 'p', collectionId: 'collection-late-night' });
    const freeTierTracks = new Set(
      demoCatalog.collections.filter((c) => c.freeTierByDefault).flatMap((collection) => collection.trackIds),
    );
    const expected = demoCatalog.collections
      .find((c) => c.id === 'collection-late-night')!
      .trackIds.filter((id) => freeTierTracks.has(id)).length;
    expect(lateNight.availableTracks).toBe(expected);
    expect(lateNight.availableTracks).toBeLessThan(lateNight.totalTracks);
    expect(Object.keys(lateNight.images).sort()).toEqual(['L', 'M', 'S', 'XS', 'default']);
    expect(lateNight.images.M).toMatch(new RegExp(`^${DEMO_IMAGES_URL}/images/cover-v1-mosaic-dusk-\\d+/600\\.jpg$`));
  });

  it('shows every collection under a UUID, the same one each time, found by either id', async () => {
    const { reads } = await demoStore();
    const { collections } = await reads.collections.list({ partnerId: 'p', excludeTracks: true, limit: 20 });
    expect(
      collections.every((c) => /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(c.id)),
    ).toBe(true);
    const lateNight = publicCollectionId('collection-late-night');
    expect(publicCollectionId('collection-late-night')).toBe(lateNight);
    for (const collectionId of [lateNight, lateNight.toUpperCase(), 'collection-late-night'])
      expect((await reads.collections.get({ partnerId: 'p', collectionId })).id).toBe(lateNight);
    await expect(
      reads.collections.get({ partnerId: 'p', collectionId: publicCollectionId('no-such-collection') }),
    ).rejects.toMatchObject({ kind: 'not-found' });
    const stored = '0b4f6c1e-5d2a-4e8f-9c3b-7a1d2e3f4a5b';
    expect(publicCollectionId(stored.toUpperCase())).toBe(stored);
  });

  it("pages a collection's tracks in the collection's order", async () => {
    const { reads } = await demoStore();
    const order = demoCatalog.collections.find((c) => c.id === 'collection-sunny-days')!.trackIds;
    const page = await reads.collections.get({
      partnerId: 'p',
      collectionId: 'collection-sunny-days',
      limit: 2,
      offset: 2,
    });
    expect(page.tracks.map((track) => track.id)).toEqual(order.slice(2, 4));
    expect(page.totalTracks).toBe(order.length);
  });

  it('answers not found for an unknown collection', async () => {
    const { reads } = await demoStore();
    await expect(reads.collections.get({ partnerId: 'p', collectionId: 'nope' })).rejects.toMatchObject({
      kind: 'not-found',
      message: 'Collection was not found',
    });
  });
});
