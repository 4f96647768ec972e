import { invalidArgument, notFound, type DocumentStore } from '@downbeat/platform';
import { COLLECTIONS, type ImageSet, type SoundEffectCategoryDocument, type SoundEffectDocument } from './documents';
import type { SortOrder } from './listing-order';
import { page } from './paging';
import type { Reference } from './track';

export interface SoundEffectCategory {
  id: string;
  name: string;
  images: ImageSet;
  parent?: Reference;
  /** Filled for a category's detail only. */
  children: Reference[];
}

export interface SoundEffect {
  id: string;
  title: string;
  /** RFC 3339. */
  added: string;
  lengthSeconds: number;
  images: ImageSet;
}

export type SoundEffectSort = 'newest' | 'title' | 'length';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Sort keys for ascending order. `newest` ascending is newest first (rank order, as the name
 * reads); title A→Z; length shortest first. Descending reverses each.
 */
const SORT_KEYS: Record<SoundEffectSort, Record<string, 1 | -1>> = {
  newest: { added: -1, _id: 1 },
  title: { title: 1, _id: 1 },
  length: { lengthSeconds: 1, _id: 1 },
};

export const toSoundEffect = (document: SoundEffectDocument): SoundEffect => ({
  id: document._id,
  title: document.title,
  added: document.added,
  lengthSeconds: document.lengthSeconds,
  images: document.images,
});

/** Sound-effect categories (nested one level, UUID ids) and the sound effects listed in them. */
export class SoundEffects {
  constructor(private readonly store: DocumentStore) {}

  private get categories() {
    return this.store.collection<SoundEffectCategoryDocument>(COLLECTIONS.soundEffectCategories);
  }

  private get effects() {
    return this.store.collection<SoundEffectDocument>(COLLECTIONS.soundEffects);
  }

  async listCategories(query: {
    type: 'all' | 'featured';
    limit?: number;
    offset?: number;
  }): Promise<{ categories: SoundEffectCategory[]; total: number }> {
    const paging = page('soundEffectCategories', query);
    const filter = query.type === 'featured' ? { featured: true } : {};
    const [documents, total, all] = await Promise.all([
      this.categories.find(filter, { sort: { name: 1, _id: 1 }, skip: paging.offset, limit: paging.limit }),
      this.categories.count(filter),
      this.categories.find({}, { projection: { _id: 1, name: 1 } }),
    ]);
    const names = new Map(all.map((category) => [category._id, category.name]));
    return { categories: documents.map((document) => toCategory(document, names, [])), total };
  }

  async getCategory(categoryId: string): Promise<SoundEffectCategory> {
    const category = await this.category(categoryId);
    const [parent, children] = await Promise.all([
      category.parentId ? this.categories.findOne({ _id: category.parentId }) : null,
      this.categories.find({ parentId: category._id }, { sort: { name: 1, _id: 1 } }),
    ]);
    const names = new Map(parent ? [[parent._id, parent.name]] : []);
    return toCategory(
      category,
      names,
      children.map((child) => ({ id: child._id, name: child.name })),
    );
  }

  /** Sound effects in a category or, for a parent, in any of its children. */
  async list(query: {
    categoryId: string;
    sort: SoundEffectSort;
    order: SortOrder;
    limit?: number;
    offset?: number;
  }): Promise<{ soundEffects: SoundEffect[]; total: number }> {
    const paging = page('soundEffects', query);
    const category = await this.category(query.categoryId);
    const children = await this.categories.find({ parentId: category._id }, { projection: { _id: 1 } });
    const filter = { categoryIds: { $in: [category._id, ...children.map((child) => child._id)] } };
    const sort = Object.fromEntries(
      Object.entries(SORT_KEYS[query.sort]).map(([key, direction]) => [
        key,
        key !== '_id' && query.order === 'desc' ? (-direction as 1 | -1) : direction,
      ]),
    );
    const [documents, total] = await Promise.all([
      this.effects.find(filter, { sort, skip: paging.offset, limit: paging.limit }),
      this.effects.count(filter),
    ]);
    return { soundEffects: documents.map(toSoundEffect), total };
  }

  /** In request order; unknown ids are left out and named as missing. */
  async batchGet(ids: string[]): Promise<{ soundEffects: SoundEffect[]; missingSoundEffectIds: string[] }> {
    const found = ids.length > 0 ? await this.effects.find({ _id: { $in: ids } }) : [];
    const byId = new Map(found.map((document) => [document._id, document]));
    return {
      soundEffects: ids.flatMap((id) => {
        const document = byId.get(id);
        return document ? [toSoundEffect(document)] : [];
      }),
      missingSoundEffectIds: ids.filter((id) => !byId.has(id)),
    };
  }

  private async category(categoryId: string): Promise<SoundEffectCategoryDocument> {
    if (!UUID.test(categoryId))
      throw invalidArgument('Bad request', [{ key: 'categoryId', messages: ['must be a UUID'] }]);
    const category = await this.categories.findOne({ _id: categoryId.toLowerCase() });
    if (!category) throw notFound('Category was not found');
    return category;
  }
}

function toCategory(
  document: SoundEffectCategoryDocument,
  names: Map<string, string>,
  children: Reference[],
): SoundEffectCategory {
  const parentName = document.parentId ? names.get(document.parentId) : undefined;
  return {
    id: document._id,
    name: document.name,
    images: document.images,
    ...(document.parentId && parentName !== undefined ? { parent: { id: document.parentId, name: parentName } } : {}),
    children,
  };
}
