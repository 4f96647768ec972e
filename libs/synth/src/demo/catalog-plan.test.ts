import { metadataLines, planDemoCatalog, type DemoCatalogPlan } from './catalog-plan';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The metadata file as the importer reads it: one record per line. */
const recordsOf = (plan: DemoCatalogPlan) =>
  metadataLines(plan)
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown> & { type: string; id: string });

describe('the demo catalog plan', () => {
  const plan = planDemoCatalog();

  it('has at least 40 tracks of 60–180 s at 70–170 BPM in all three meters, some changing meter', () => {
    expect(plan.tracks.length).toBeGreaterThanOrEqual(40);
    for (const track of plan.tracks) {
      expect(track.seconds).toBeGreaterThanOrEqual(60);
      expect(track.seconds).toBeLessThanOrEqual(180);
      expect(track.record.bpm).toBeGreaterThanOrEqual(70);
      expect(track.record.bpm).toBeLessThanOrEqual(170);
      expect(track.record.lengthSeconds).toBe(Math.round(track.seconds));
    }
    expect(new Set(plan.tracks.map((track) => track.spec.meter))).toEqual(new Set(['4/4', '3/4', '6/8']));
    const changing = plan.tracks.filter((track) => track.spec.sections.some((section) => section.meter));
    expect(changing.length).toBeGreaterThanOrEqual(4);
  });

  it('files tracks under at least 8 child genres whose parents are top-level genres of the catalog', () => {
    const genres = new Map(plan.genres.map((genre) => [genre.id, genre]));
    const used = new Set(plan.tracks.flatMap((track) => track.record.genreIds));
    expect(used.size).toBeGreaterThanOrEqual(8);
    for (const id of used) {
      const parentId = genres.get(id)?.parentId;
      expect(parentId).toBeDefined();
      expect(genres.get(parentId ?? '')?.parentId).toBeUndefined();
    }
    expect(new Set(plan.tracks.map((track) => track.spec.genre)).size).toBe(8);
  });

  it('uses every one of its 10 moods', () => {
    expect(plan.moods).toHaveLength(10);
    const used = new Set(plan.tracks.flatMap((track) => track.record.moodIds));
    expect([...used].sort()).toEqual(plan.moods.map((mood) => mood.id).sort());
  });

  it('has 6 collections, exactly 2 of them the free tier by default, in order', () => {
    expect(plan.collections).toHaveLength(6);
    const free = plan.collections.filter((collection) => collection.freeTierByDefault);
    expect(free.map((collection) => collection.freeTierOrder)).toEqual([0, 1]);
    for (const collection of plan.collections) expect(collection.trackIds.length).toBeGreaterThanOrEqual(3);
  });

  it('has 30 sound effects in 6 categories that nest one level', () => {
    expect(plan.soundEffects).toHaveLength(30);
    expect(plan.categories).toHaveLength(6);
    const parents = plan.categories.filter((category) => !category.parentId);
    expect(parents.length).toBeGreaterThan(0);
    expect(parents.length).toBeLessThan(6);
    const used = new Set(plan.soundEffects.flatMap((effect) => effect.record.categoryIds));
    expect(used.size).toBeGreaterThanOrEqual(5);
  });

  it('writes metadata in which every reference points to a record on an earlier line', () => {
    const seen = new Set<string>();
    for (const record of recordsOf(plan)) {
      const references = [
        record.parentId,
        ...((record.genreIds as string[] | undefined) ?? []),
        ...((record.moodIds as string[] | undefined) ?? []),
        ...((record.categoryIds as string[] | undefined) ?? []),
        ...((record.trackIds as string[] | undefined) ?? []),
      ].filter((id): id is string => typeof id === 'string');
      for (const id of references) expect(seen).toContain(id);
      expect(seen).not.toContain(record.id);
      seen.add(record.id);
    }
  });

  it('names a distinct master for every track and sound effect, and uses UUIDs for them', () => {
    const records = recordsOf(plan).filter((record) => record.type === 'track' || record.type === 'soundEffect');
    expect(records).toHaveLength(plan.tracks.length + plan.soundEffects.length);
    expect(new Set(records.map((record) => record.file)).size).toBe(records.length);
    for (const record of records) {
      expect(record.id).toMatch(UUID);
      expect(record.file).toMatch(/^[a-z0-9-]+\.flac$/);
    }
    for (const category of plan.categories) expect(category.id).toMatch(UUID);
  });

  it('is the same for the same seed and has other ids for another seed', () => {
    expect(metadataLines(planDemoCatalog())).toBe(metadataLines(plan));
    const other = planDemoCatalog({ seed: 7 });
    expect(other.tracks[0]?.record.id).not.toBe(plan.tracks[0]?.record.id);
  });
});
