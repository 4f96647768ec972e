import type { DocumentStore } from '@downbeat/platform';
import { COLLECTIONS } from './documents';

/** Indexes for the queries the catalog runs; ensureIndexes is idempotent. */
export async function ensureCatalogIndexes(store: DocumentStore): Promise<void> {
  await Promise.all([
    store.collection(COLLECTIONS.tracks).ensureIndexes([
      { keys: { status: 1, added: -1 }, name: 'status_added' },
      { keys: { genreIds: 1 }, name: 'genreIds' },
      { keys: { moodIds: 1 }, name: 'moodIds' },
      { keys: { bpm: 1 }, name: 'bpm' },
    ]),
    store.collection(COLLECTIONS.collections).ensureIndexes([
      { keys: { freeTierByDefault: 1, freeTierOrder: 1 }, name: 'free_tier' },
      { keys: { trackIds: 1 }, name: 'trackIds' },
    ]),
    store.collection(COLLECTIONS.genres).ensureIndexes([{ keys: { parentId: 1 }, name: 'parentId' }]),
    store.collection(COLLECTIONS.soundEffectCategories).ensureIndexes([
      { keys: { parentId: 1 }, name: 'parentId' },
      { keys: { featured: 1, name: 1 }, name: 'featured_name' },
    ]),
    store
      .collection(COLLECTIONS.soundEffects)
      .ensureIndexes([{ keys: { categoryIds: 1, added: -1 }, name: 'categoryIds_added' }]),
    store.collection(COLLECTIONS.outbox).ensureIndexes([{ keys: { nextAttemptAt: 1 }, name: 'nextAttemptAt' }]),
  ]);
}
