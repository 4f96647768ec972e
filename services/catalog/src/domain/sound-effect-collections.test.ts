import { demoCatalog } from '../demo/demo-catalog';
import { demoStore } from '../demo/demo-store';

const byName = [...demoCatalog.soundEffectCollections].sort((a, b) => a.name.localeCompare(b.name));

describe('sound-effect collections', () => {
  it('are listed by name, each with its sound effects in its order and how many there are', async () => {
    const { reads } = await demoStore();
    const { collections, total } = await reads.soundEffectCollections.list({ excludeSoundEffects: false });
    expect(total).toBe(demoCatalog.soundEffectCollections.length);
    expect(collections.map((collection) => collection.name)).toEqual(byName.map((collection) => collection.name));
    for (const collection of collections) {
      const record = byName.find((candidate) => candidate.id === collection.id)!;
      expect(collection.soundEffects.map((effect) => effect.id)).toEqual(record.soundEffectIds);
      expect(collection.availableSoundEffects).toBe(record.soundEffectIds.length);
      expect(Object.keys(collection.images).sort()).toEqual(['L', 'M', 'S', 'XS', 'default']);
    }
  });

  it('leave the sound effects out when asked, and page the list', async () => {
    const { reads } = await demoStore();
    const page = await reads.soundEffectCollections.list({ excludeSoundEffects: true, limit: 1, offset: 1 });
    expect(page.collections.map((collection) => collection.name)).toEqual([byName[1]!.name]);
    expect(page.collections[0]!.soundEffects).toEqual([]);
    await expect(reads.soundEffectCollections.list({ excludeSoundEffects: true, limit: 21 })).rejects.toMatchObject({
      kind: 'invalid-argument',
    });
  });

  it('page one collection’s sound effects, and say when a collection is unknown', async () => {
    const { reads } = await demoStore();
    const rain = byName.find((collection) => collection.name === 'Rain & Water')!;
    const { collection, totalSoundEffects } = await reads.soundEffectCollections.get({
      collectionId: rain.id.toUpperCase(),
      limit: 2,
      offset: 1,
    });
    expect(collection.soundEffects.map((effect) => effect.id)).toEqual(rain.soundEffectIds.slice(1, 3));
    expect(totalSoundEffects).toBe(rain.soundEffectIds.length);
    await expect(
      reads.soundEffectCollections.get({ collectionId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ kind: 'not-found', message: 'Sound effect collection was not found' });
  });

  it('are imported only naming known sound effects, by UUID', async () => {
    const { importer } = await demoStore();
    const summary = await importer.import([
      {
        line: 1,
        json: JSON.stringify({
          type: 'soundEffectCollection',
          id: '11111111-2222-4333-8444-555555555555',
          name: 'Broken',
          soundEffectIds: ['00000000-0000-4000-8000-000000000000'],
        }),
      },
      { line: 2, json: JSON.stringify({ type: 'soundEffectCollection', id: 'not-a-uuid', name: 'Bad id' }) },
    ]);
    expect(summary.problems.map((problem) => [problem.line, problem.field])).toEqual([
      [1, 'soundEffectIds[0]'],
      [2, 'id'],
    ]);
  });
});
