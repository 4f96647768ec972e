import { notFound } from '@downbeat/platform';
import type { ImageSet, SoundEffectCollectionDocument } from './documents';
import type { ImageAddresses } from './images';
import { page, slice } from './paging';
import type { CatalogReadModel } from './read-model/read-model';
import type { SoundEffect, SoundEffects } from './sound-effects';

/** At most this many sound effects per collection in the collections list (as for track collections). */
export const SOUND_EFFECTS_PER_LISTED_COLLECTION = 20;

export interface SoundEffectCollection {
  id: string;
  name: string;
  soundEffects: SoundEffect[];
  /**
   * Sound effects of the collection partners' users can use: every published one, since sound
   * effects have no free and paid tiers (the reference API's `availableSoundEffects`).
   */
  availableSoundEffects: number;
  images: ImageSet;
}

/**
 * Curated sets of sound effects (the reference API's sound-effect collections), by name; UUID ids.
 * A collection shows the sound effects of its list that are in the catalog, in the list's order.
 */
export class SoundEffectCollections {
  constructor(
    private readonly model: CatalogReadModel,
    private readonly images: ImageAddresses,
    private readonly soundEffects: SoundEffects,
  ) {}

  async list(query: {
    limit?: number;
    offset?: number;
    excludeSoundEffects: boolean;
  }): Promise<{ collections: SoundEffectCollection[]; total: number }> {
    const paging = page('soundEffectCollections', query);
    const all = this.model.soundEffectCollectionsByName;
    const shown = slice(all, paging).map((collection) =>
      this.render(
        collection,
        query.excludeSoundEffects ? undefined : { limit: SOUND_EFFECTS_PER_LISTED_COLLECTION, offset: 0 },
      ),
    );
    return { collections: shown, total: all.length };
  }

  /** One collection with a page of its sound effects, and how many there are. */
  async get(query: {
    collectionId: string;
    limit?: number;
    offset?: number;
  }): Promise<{ collection: SoundEffectCollection; totalSoundEffects: number }> {
    const paging = page('soundEffectCollectionItems', query);
    const collection = this.model.catalog.soundEffectCollection.get(query.collectionId.toLowerCase());
    if (!collection) throw notFound('Sound effect collection was not found');
    return { collection: this.render(collection, paging), totalSoundEffects: this.present(collection).length };
  }

  private render(
    collection: SoundEffectCollectionDocument,
    effectsPage: { limit: number; offset: number } | undefined,
  ): SoundEffectCollection {
    const present = this.present(collection);
    return {
      id: collection._id,
      name: collection.name,
      soundEffects: effectsPage ? slice(present, effectsPage).map((effect) => this.soundEffects.render(effect)) : [],
      availableSoundEffects: present.length,
      images: this.images.soundEffectCollection(collection),
    };
  }

  private present(collection: SoundEffectCollectionDocument) {
    const effects = this.model.catalog.soundEffect;
    return collection.soundEffectIds.flatMap((id) => effects.get(id) ?? []);
  }
}
