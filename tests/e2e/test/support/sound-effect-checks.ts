import { randomUUID } from 'node:crypto';
import { partnerToken, request } from './api';
import { badRequestNaming, type Page } from './shapes';
import type { SystemContext } from './system-under-test';

interface Category {
  id: string;
  name: string;
  images?: Record<string, string | null>;
  parent?: { id: string; name: string };
  children?: { id: string; name: string }[];
}
interface SoundEffect {
  id: string;
  title: string;
  added: string;
  length: number;
}

/** Sound effect categories and their sound effects, asserted the same way in both modes. */
export function describeSoundEffects(context: SystemContext): void {
  describe('sound effects', () => {
    let token: string;
    let categories: Category[];
    const get = <T = Record<string, unknown>>(path: string) => request<T>(context().baseUrl, path, { token });

    beforeAll(async () => {
      const { baseUrl, accessKeyId, accessKeySecret } = context();
      token = await partnerToken(baseUrl, accessKeyId, accessKeySecret);
      categories = (await get<{ categories: Category[] }>('/v0/sound-effects/categories?limit=100')).body.categories;
    });

    it('lists sound-effect collections by name with their sound effects, and pages one (the reference API’s)', async () => {
      type Collection = { id: string; name: string; soundEffects: SoundEffect[]; availableSoundEffects: number };
      const list = await get<{ collections: Collection[] } & Page>('/v0/sound-effects/collections');
      expect(list.status).toBe(200);
      expect(list.body.pagination).toEqual({ page: 1, limit: 10, offset: 0 });
      const names = list.body.collections.map((collection) => collection.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      const [first] = list.body.collections;
      expect(first!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(first!.soundEffects.length).toBe(Math.min(first!.availableSoundEffects, 20));

      const bare = await get<{ collections: Collection[] }>('/v0/sound-effects/collections?excludeField=soundEffects');
      expect(bare.body.collections.every((collection) => collection.soundEffects.length === 0)).toBe(true);

      const detail = await get<Collection & Page>(`/v0/sound-effects/collections/${first!.id}?limit=1&offset=1`);
      expect(detail.status).toBe(200);
      expect(detail.body.soundEffects.map((effect) => effect.id)).toEqual([first!.soundEffects[1]!.id]);
      expect(detail.body.pagination).toEqual({ page: 2, limit: 1, offset: 1 });
      expect((await get(`/v0/sound-effects/collections/${randomUUID()}`)).status).toBe(404);
      expect(await get('/v0/sound-effects/collections?limit=21')).toMatchObject(badRequestNaming('limit'));
    });

    it('lists categories 50 at a time, each with the five image keys', async () => {
      const list = await get<{ categories: Category[] } & Page>('/v0/sound-effects/categories');
      expect(list.status).toBe(200);
      expect(list.body.pagination).toEqual({ page: 1, limit: 50, offset: 0 });
      expect(list.body.categories.length).toBeGreaterThan(0);
      for (const category of list.body.categories) {
        expect(Object.keys(category.images ?? {}).sort()).toEqual(['L', 'M', 'S', 'XS', 'default']);
      }
      const featured = await get<{ categories: Category[] }>('/v0/sound-effects/categories?type=featured');
      expect(featured.status).toBe(200);
      expect(featured.body.categories.length).toBeLessThanOrEqual(list.body.categories.length);

      expect(await get('/v0/sound-effects/categories?type=partner-tier')).toMatchObject(badRequestNaming('type'));
      expect(await get('/v0/sound-effects/categories?limit=101')).toMatchObject(badRequestNaming('limit'));
    });

    it('shows a category with its parent and children, 404 for an unknown one, 400 for a non-UUID', async () => {
      const child = categories.find((category) => category.parent)!;
      const detail = await get<Category>(`/v0/sound-effects/categories/${child.id}`);
      expect(detail.status).toBe(200);
      expect(detail.body).toMatchObject({ id: child.id, name: child.name, parent: child.parent, children: [] });
      const parent = await get<Category>(`/v0/sound-effects/categories/${child.parent!.id}`);
      expect(parent.body.children?.map((category) => category.id)).toContain(child.id);

      expect(await get(`/v0/sound-effects/categories/${randomUUID()}`)).toMatchObject({
        status: 404,
        body: { message: 'Category was not found' },
      });
      expect(await get('/v0/sound-effects/categories/doors')).toMatchObject(badRequestNaming('categoryId'));
    });

    it('lists the sound effects of a category, sorted by title, length or newest first', async () => {
      const category = await firstCategoryWithEffects();
      const base = `/v0/sound-effects/categories/${category}/tracks`;
      const newest = await get<{ soundEffects: SoundEffect[] } & Page>(base);
      expect(newest.status).toBe(200);
      expect(newest.body.pagination).toEqual({ page: 1, limit: 50, offset: 0 });
      const added = newest.body.soundEffects.map((effect) => effect.added);
      expect(added).toEqual([...added].sort().reverse());

      const byTitle = await get<{ soundEffects: SoundEffect[] }>(`${base}?sort=title`);
      const titles = byTitle.body.soundEffects.map((effect) => effect.title);
      expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
      const byLength = await get<{ soundEffects: SoundEffect[] }>(`${base}?sort=length&order=desc`);
      const lengths = byLength.body.soundEffects.map((effect) => effect.length);
      expect(lengths).toEqual([...lengths].sort((a, b) => b - a));

      const paged = await get<Page>(`${base}?sort=title&limit=1`);
      if (paged.body.links.next) expect(paged.body.links.next).toBe(`${base}?sort=title&limit=1&offset=1`);

      expect(await get(`${base}?sort=popular`)).toMatchObject(badRequestNaming('sort'));
      expect(await get(`${base}?limit=101`)).toMatchObject(badRequestNaming('limit'));
      expect((await get(`/v0/sound-effects/categories/${randomUUID()}/tracks`)).status).toBe(404);
      expect(await get('/v0/sound-effects/categories/doors/tracks')).toMatchObject(badRequestNaming('categoryId'));
    });

    async function firstCategoryWithEffects(): Promise<string> {
      for (const category of categories) {
        const page = await get<{ soundEffects: SoundEffect[] }>(`/v0/sound-effects/categories/${category.id}/tracks`);
        if (page.body.soundEffects.length > 1) return category.id;
      }
      throw new Error('no category with two or more sound effects in the demo catalog');
    }
  });
}
