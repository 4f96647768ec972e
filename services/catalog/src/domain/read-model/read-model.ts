import { unavailable } from '@downbeat/platform';
import { publicCollectionId } from '../collection-ids';
import type {
  CollectionDocument,
  EntityKind,
  SoundEffectCategoryDocument,
  SoundEffectCollectionDocument,
} from '../documents';
import { freeTierCollections, type FreeTier } from '../free-tier';
import { applyChange, type CatalogEntities, type EntityChange } from './catalog-entities';
import { SoundEffectIndex } from './sound-effect-index';
import { TrackIndex } from './track-index';
import { relevanceOf } from './track-memberships';

/** Which derived structures a change of each kind makes stale. */
const STALE: Record<EntityKind, (keyof Derived)[]> = {
  track: ['tracks', 'publishedInCollections'],
  genre: ['tracks'],
  mood: [],
  collection: ['publishedInCollections', 'collectionsByName', 'collectionsByPublicId'],
  soundEffect: ['soundEffects'],
  soundEffectCategory: ['soundEffects', 'categoriesByName'],
  soundEffectCollection: ['soundEffectCollectionsByName'],
};

interface Derived {
  tracks?: TrackIndex;
  soundEffects?: SoundEffectIndex;
  publishedInCollections?: Map<string, string[]>;
  collectionsByName?: CollectionDocument[];
  collectionsByPublicId?: Map<string, CollectionDocument>;
  categoriesByName?: SoundEffectCategoryDocument[];
  soundEffectCollectionsByName?: SoundEffectCollectionDocument[];
}

const byName = <T extends { name: string; _id: string }>(a: T, b: T) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a._id < b._id ? -1 : a._id > b._id ? 1 : 0;

/**
 * The catalog as partners see it, held in memory: every read RPC is answered from here; the store
 * stays the source of truth (loaded once at start, then kept current by changes). Derived
 * structures (listing order, per-mood and per-genre lists, sound effects per category, free
 * tiers) are rebuilt on first use after a change that makes them stale, so a burst of writes
 * (an import) costs one rebuild, not one per write.
 */
export class CatalogReadModel {
  private entities: CatalogEntities | undefined;
  private derived: Derived = {};
  private readonly freeTiers = new Map<string, FreeTier>();
  private changesWhileLoading: EntityChange[] | undefined;
  private changeCount = 0;
  private readonly changeListeners = new Set<() => void>();

  get isLoaded(): boolean {
    return this.entities !== undefined;
  }

  /** Increases with every applied change or reload. */
  get version(): number {
    return this.changeCount;
  }

  /**
   * Calls `listener` synchronously after every applied change or reload, before the write that
   * caused it is acknowledged, so a cache told about it never answers that writer with stale data.
   */
  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  private changed(): void {
    this.changeCount += 1;
    for (const listener of this.changeListeners) listener();
  }

  /**
   * A (re)load begins: changes applied from now on are kept and applied again on top of the
   * loaded state, which may predate them.
   */
  beginLoad(): void {
    this.changesWhileLoading = [];
  }

  replaceAll(entities: CatalogEntities): void {
    const replay = this.changesWhileLoading ?? [];
    this.changesWhileLoading = undefined;
    for (const change of replay) applyChange(entities, change);
    this.entities = entities;
    this.derived = {};
    this.freeTiers.clear();
    this.changed();
  }

  apply(changes: EntityChange[]): void {
    if (changes.length === 0) return;
    this.changesWhileLoading?.push(...changes);
    if (!this.entities) return;
    for (const change of changes) {
      applyChange(this.entities, change);
      for (const stale of STALE[change.kind]) delete this.derived[stale];
    }
    this.freeTiers.clear();
    this.changed();
  }

  /**
   * A partner's free tier changed: reads differ although the catalog did not, so the version moves
   * and callers that cache reads (the gateway) drop what they kept.
   */
  partnerSettingsChanged(): void {
    this.changed();
  }

  /** The loaded entities; reads before the first load fail as unavailable (readiness says NOT_SERVING then). */
  get catalog(): CatalogEntities {
    if (!this.entities) throw unavailable('the catalog is still loading');
    return this.entities;
  }

  get tracks(): TrackIndex {
    return (this.derived.tracks ??= TrackIndex.build(this.catalog.track.values(), this.catalog.genre));
  }

  get soundEffects(): SoundEffectIndex {
    return (this.derived.soundEffects ??= new SoundEffectIndex(
      this.catalog.soundEffect,
      this.catalog.soundEffectCategory,
    ));
  }

  get collectionsByName(): CollectionDocument[] {
    return (this.derived.collectionsByName ??= [...this.catalog.collection.values()].sort(byName));
  }

  /** A collection by its stored id or the UUID partners see (collection-ids.ts). */
  collectionById(id: string): CollectionDocument | undefined {
    const stored = this.catalog.collection.get(id);
    if (stored) return stored;
    this.derived.collectionsByPublicId ??= new Map(
      [...this.catalog.collection.values()].map((collection) => [publicCollectionId(collection._id), collection]),
    );
    return this.derived.collectionsByPublicId.get(id.toLowerCase());
  }

  get categoriesByName(): SoundEffectCategoryDocument[] {
    return (this.derived.categoriesByName ??= [...this.catalog.soundEffectCategory.values()].sort(byName));
  }

  get soundEffectCollectionsByName(): SoundEffectCollectionDocument[] {
    return (this.derived.soundEffectCollectionsByName ??= [...this.catalog.soundEffectCollection.values()].sort(
      byName,
    ));
  }

  /** A collection's published tracks in the collection's order. */
  publishedTrackIds(collection: CollectionDocument): string[] {
    const cache = (this.derived.publishedInCollections ??= new Map());
    let ids = cache.get(collection._id);
    if (!ids) {
      const tracks = this.catalog.track;
      ids = collection.trackIds.filter((id) => tracks.has(id));
      cache.set(collection._id, ids);
    }
    return ids;
  }

  /** The free tier made of the chosen collections (none chosen: the default), cached until the next change. */
  freeTier(chosenCollectionIds: string[]): FreeTier {
    const key = chosenCollectionIds.join('\n');
    let freeTier = this.freeTiers.get(key);
    if (!freeTier) {
      freeTier = this.buildFreeTier(chosenCollectionIds);
      if (this.freeTiers.size >= 10_000) this.freeTiers.clear();
      this.freeTiers.set(key, freeTier);
    }
    return freeTier;
  }

  private buildFreeTier(chosenCollectionIds: string[]): FreeTier {
    const { track: tracks, genre: genres, collection: collections } = this.catalog;
    const members = freeTierCollections(chosenCollectionIds, collections, (id) => this.collectionById(id));
    const trackIds = new Set(members.flatMap((collection) => collection.trackIds));
    const published = [...trackIds].flatMap((id) => tracks.get(id) ?? []);
    const available = new Map<string, number>();
    return {
      collectionIds: members.map((collection) => collection._id),
      trackIds,
      relevance: relevanceOf(published, genres),
      available: (collectionId) => {
        let count = available.get(collectionId);
        if (count === undefined) {
          const collection = collections.get(collectionId);
          count = collection ? this.publishedTrackIds(collection).filter((id) => trackIds.has(id)).length : 0;
          available.set(collectionId, count);
        }
        return count;
      },
    };
  }
}
