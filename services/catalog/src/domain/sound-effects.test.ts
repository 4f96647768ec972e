import { demoCatalog } from '../demo/demo-catalog';
import { demoStore } from '../demo/demo-store';

const category = (name: string) => demoCatalog.soundEffectCategories.find((c) => c.name === name)!;
const effectsIn = (...names: string[]) =>
  demoCatalog.soundEffects.filter((e) => e.categoryIds.some((id) => names.map((n) => category(n).id).includes(id)));

describe('sound-effect categories', () => {
  it('lists all or featured categories with their parent, paged with a total', async () => {
    const { reads } = await demoStore();
    const all = await reads.soundEffects.listCategories({ type: 'all', limit: 3, offset: 0 });
    expect(all.total).toBe(demoCatalog.soundEffectCategories.length);
    expect(all.categories).toHaveLength(3);
    const featured = await reads.soundEffects.listCategories({ type: 'featured' });
    expect(featured.total).toBe(demoCatalog.soundEffectCategories.filter((c) => c.featured).length);
    const birds = featured.categories.find((c) => c.name === 'Birds');
    expect(birds?.parent).toEqual({ id: category('Nature').id, name: 'Nature' });
  });

  it('details a category with parent and children', async () => {
    const { reads } = await demoStore();
    const nature = await reads.soundEffects.getCategory(category('Nature').id);
    expect(nature.children.map((c) => c.name)).toEqual(['Birds', 'Water']);
    expect(nature.parent).toBeUndefined();
    const water = await reads.soundEffects.getCategory(category('Water').id);
    expect(water.parent).toEqual({ id: category('Nature').id, name: 'Nature' });
  });

  it('shows the image sizes a category has (null: none of that size), and cover art when it has none', async () => {
    const { reads, importer } = await demoStore();
    const crowds = category('Crowds');
    const generated = await reads.soundEffects.getCategory(crowds.id);
    expect(generated.images.L).toMatch(/^http:\/\/media\.test\/images\/cover-v1-pulse-sand-\d+\/1050\.jpg$/);
    const picture = 'c'.repeat(32);
    const images = { default: `images/${picture}/128.jpg`, M: `images/${picture}/600.jpg`, L: null };
    await importer.import([{ line: 1, json: JSON.stringify({ ...crowds, images }) }]);
    expect((await reads.soundEffects.getCategory(crowds.id)).images).toEqual({
      default: `http://media.test/images/${picture}/128.jpg`,
      M: `http://media.test/images/${picture}/600.jpg`,
    });
  });

  it('refuses a category id that is not a UUID and answers not found for an unknown one', async () => {
    const { reads } = await demoStore();
    await expect(reads.soundEffects.getCategory('nature')).rejects.toMatchObject({
      kind: 'invalid-argument',
      violations: [{ key: 'categoryId', messages: ['must be a UUID'] }],
    });
    await expect(reads.soundEffects.getCategory('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      kind: 'not-found',
      message: 'Category was not found',
    });
  });
});

describe('sound effects in a category', () => {
  it("lists a parent's effects and its children's, newest first by default", async () => {
    const { reads } = await demoStore();
    const { soundEffects, total } = await reads.soundEffects.list({
      categoryId: category('Nature').id,
      sort: 'newest',
      order: 'asc',
      limit: 100,
    });
    expect(total).toBe(effectsIn('Nature', 'Water', 'Birds').length);
    const added = soundEffects.map((e) => e.added);
    expect(added).toEqual([...added].sort().reverse());
  });

  it('sorts by title or length, ascending or descending', async () => {
    const { reads } = await demoStore();
    const list = (sort: 'title' | 'length', order: 'asc' | 'desc') =>
      reads.soundEffects.list({ categoryId: category('Urban').id, sort, order, limit: 100 });
    const titles = (await list('title', 'asc')).soundEffects.map((e) => e.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : 1)));
    const lengths = (await list('length', 'desc')).soundEffects.map((e) => e.lengthSeconds);
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a));
    expect(lengths.some((length) => !Number.isInteger(length))).toBe(true);
  });

  it('answers not found for an unknown category', async () => {
    const { reads } = await demoStore();
    await expect(
      reads.soundEffects.list({ categoryId: '00000000-0000-4000-8000-000000000000', sort: 'newest', order: 'asc' }),
    ).rejects.toMatchObject({ kind: 'not-found', message: 'Category was not found' });
  });

  it('gets sound effects in bulk in request order, naming the unknown ones', async () => {
    const { reads } = await demoStore();
    const [a, b] = [demoCatalog.soundEffects[5]!.id, demoCatalog.soundEffects[0]!.id];
    const unknown = '00000000-0000-4000-8000-000000000000';
    const result = await reads.soundEffects.batchGet([a, unknown, b]);
    expect(result.soundEffects.map((e) => e.id)).toEqual([a, b]);
    expect(result.missingSoundEffectIds).toEqual([unknown]);
  });
});
