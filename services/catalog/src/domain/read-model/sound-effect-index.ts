import type { SoundEffectCategoryDocument, SoundEffectDocument } from '../documents';
import type { SortOrder } from '../listing-order';

export type SoundEffectSort = 'newest' | 'title' | 'length';

/**
 * Sort keys for ascending order. `newest` ascending is newest first (rank order, as the name
 * reads); title A→Z; length shortest first. Descending reverses each key but the id tie-break.
 */
const SORT_KEYS: Record<SoundEffectSort, [keyof SoundEffectDocument, 1 | -1][]> = {
  newest: [['added', -1]],
  title: [['title', 1]],
  length: [['lengthSeconds', 1]],
};

function comparator(sort: SoundEffectSort, order: SortOrder) {
  const keys = SORT_KEYS[sort].map(([key, direction]) => [key, order === 'desc' ? -direction : direction] as const);
  return (a: SoundEffectDocument, b: SoundEffectDocument): number => {
    for (const [key, direction] of keys) {
      const [x, y] = [a[key]!, b[key]!];
      if (x !== y) return (x < y ? -1 : 1) * direction;
    }
    return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
  };
}

/**
 * Sound effects per category (a parent category lists its children's too), sorted once per
 * (category, sort, order) on first use.
 */
export class SoundEffectIndex {
  private readonly sorted = new Map<string, SoundEffectDocument[]>();

  constructor(
    private readonly effects: Map<string, SoundEffectDocument>,
    private readonly categories: Map<string, SoundEffectCategoryDocument>,
  ) {}

  inCategory(categoryId: string, sort: SoundEffectSort, order: SortOrder): SoundEffectDocument[] {
    const key = `${categoryId}|${sort}|${order}`;
    let list = this.sorted.get(key);
    if (!list) {
      const family = new Set([categoryId]);
      for (const category of this.categories.values()) if (category.parentId === categoryId) family.add(category._id);
      list = [...this.effects.values()]
        .filter((effect) => effect.categoryIds.some((id) => family.has(id)))
        .sort(comparator(sort, order));
      this.sorted.set(key, list);
    }
    return list;
  }
}
