import { notFound } from '@downbeat/platform';
import { publicCollectionId } from './collection-ids';
import type { CollectionDocument, ImageSet } from './documents';
import type { FreeTier } from './free-tier';
import { page, slice } from './paging';
import type { Track, TrackContext } from './track';
import type { TrackViews } from './track-views';

/** At most this many tracks per collection in the collections list (spec section 8). */
export const TRACKS_PER_LISTED_COLLECTION = 20;

export interface Collection {
  id: string;
  name: string;
  tracks: Track[];
  /** Published tracks the partner's users can download without a subscription. */
  availableTracks: number;
  /** Its cover art; a collection without a picture of its own shows its generated one (spec 2.1's default image). */
  images: ImageSet;
  /** Published tracks in the collection. */
  totalTracks: number;
  /** One of the partner's free-tier collections (its choice, or the default free tier). */
  inFreeTier: boolean;
}

/** Curated collections: the partner's free tier first, in the partner's order, then every other collection by name. */
export class Collections {
  constructor(private readonly views: TrackViews) {}

  async list(query: {
    partnerId: string;
    limit?: number;
    offset?: number;
    excludeTracks: boolean;
  }): Promise<{ collections: Collection[]; total: number }> {
    const paging = page('collections', query);
    const context = await this.views.context(query.partnerId);
    const ordered = freeTierFirst(this.views.model.collectionsByName, context.freeTier);
    const shown = slice(ordered, paging).map((collection) =>
      this.render(
        collection,
        context,
        query.excludeTracks ? undefined : { limit: TRACKS_PER_LISTED_COLLECTION, offset: 0 },
      ),
    );
    return { collections: shown, total: ordered.length };
  }

  async get(query: { partnerId: string; collectionId: string; limit?: number; offset?: number }): Promise<Collection> {
    const paging = page('collectionTracks', query);
    const collection = this.views.model.collectionById(query.collectionId);
    if (!collection) throw notFound('Collection was not found');
    return this.render(collection, await this.views.context(query.partnerId), paging);
  }

  private render(
    collection: CollectionDocument,
    context: TrackContext & { freeTier: FreeTier },
    trackPage: { limit: number; offset: number } | undefined,
  ): Collection {
    const published = this.views.model.publishedTrackIds(collection);
    return {
      id: publicCollectionId(collection._id),
      name: collection.name,
      tracks: trackPage ? this.views.byIds(slice(published, trackPage), context) : [],
      availableTracks: context.freeTier.available(collection._id),
      images: this.views.images.collection(collection),
      totalTracks: published.length,
      inFreeTier: context.freeTier.collectionIds.includes(collection._id),
    };
  }
}

/** The partner's free-tier collections in the partner's order, then the rest in their given order. */
export function freeTierFirst(collections: CollectionDocument[], freeTier: FreeTier): CollectionDocument[] {
  const byId = new Map(collections.map((collection) => [collection._id, collection]));
  const free = freeTier.collectionIds.flatMap((id) => byId.get(id) ?? []);
  const freeIds = new Set(freeTier.collectionIds);
  return [...free, ...collections.filter((collection) => !freeIds.has(collection._id))];
}
