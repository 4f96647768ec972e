import { invalidArgument, notFound } from '@downbeat/platform';
import type { ImageSet, SoundEffectCategoryDocument, SoundEffectDocument } from './documents';
import type { ImageAddresses } from './images';
import type { SortOrder } from './listing-order';
import { page, slice } from './paging';
import type { CatalogReadModel } from './read-model/read-model';
import type { SoundEffectSort } from './read-model/sound-effect-index';
import type { Reference } from './track';

export type { SoundEffectSort } from './read-model/sound-effect-index';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Sound-effect categories (nested one level, UUID ids) and the sound effects listed in them. */
export class SoundEffects {
  constructor(
    private readonly model: CatalogReadModel,
    private readonly images: ImageAddresses,
  ) {}

  async listCategories(query: {
    type: 'all' | 'featured';
    limit?: number;
    offset?: number;
  }): Promise<{ categories: SoundEffectCategory[]; total: number }> {
    const paging = page('soundEffectCategories', query);
    const listed = this.model.categoriesByName.filter((category) => query.type !== 'featured' || category.featured);
    return {
      categories: slice(listed, paging).map((category) => this.toCategory(category, [])),
      total: listed.length,
    };
  }

  async getCategory(categoryId: string): Promise<SoundEffectCategory> {
    const category = this.category(categoryId);
    const children = this.model.categoriesByName.filter((child) => child.parentId === category._id);
    return this.toCategory(
      category,
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
    const category = this.category(query.categoryId);
    const listed = this.model.soundEffects.inCategory(category._id, query.sort, query.order);
    return { soundEffects: slice(listed, paging).map((effect) => this.toSoundEffect(effect)), total: listed.length };
  }

  /** In request order; unknown ids are left out and named as missing. */
  async batchGet(ids: string[]): Promise<{ soundEffects: SoundEffect[]; missingSoundEffectIds: string[] }> {
    const effects = this.model.catalog.soundEffect;
    return {
      soundEffects: ids.flatMap((id) => {
        const document = effects.get(id);
        return document ? [this.toSoundEffect(document)] : [];
      }),
      missingSoundEffectIds: ids.filter((id) => !effects.has(id)),
    };
  }

  /** A sound effect as partners see it. */
  render(document: SoundEffectDocument): SoundEffect {
    return this.toSoundEffect(document);
  }

  private toSoundEffect(document: SoundEffectDocument): SoundEffect {
    return {
      id: document._id,
      title: document.title,
      added: document.added,
      lengthSeconds: document.lengthSeconds,
      images: this.images.soundEffect(document, this.model.catalog.soundEffectCategory),
    };
  }

  private toCategory(document: SoundEffectCategoryDocument, children: Reference[]): SoundEffectCategory {
    const categories = this.model.catalog.soundEffectCategory;
    const parent = document.parentId ? categories.get(document.parentId) : undefined;
    return {
      id: document._id,
      name: document.name,
      images: this.images.category(document, categories),
      ...(document.parentId && parent ? { parent: { id: document.parentId, name: parent.name } } : {}),
      children,
    };
  }

  private category(categoryId: string): SoundEffectCategoryDocument {
    if (!UUID.test(categoryId))
      throw invalidArgument('Bad request', [{ key: 'categoryId', messages: ['must be a UUID'] }]);
    const category = this.model.catalog.soundEffectCategory.get(categoryId.toLowerCase());
    if (!category) throw notFound('Category was not found');
    return category;
  }
}
