import { notFound, type DocumentStore } from '@downbeat/platform';
import { COLLECTIONS, type MoodDocument } from './documents';
import { orderListing, type ListingSort, type ListingType, type SortOrder } from './listing-order';
import { page, slice } from './paging';
import type { Track } from './track';
import type { TrackListing } from './track-listing';
import { PUBLISHED, type TrackViews } from './track-views';

export interface Mood {
  id: string;
  name: string;
  images: Record<string, string>;
}

export interface ListingQuery {
  partnerId: string;
  limit?: number;
  offset?: number;
  sort: ListingSort;
  order: SortOrder;
  type: ListingType;
}

export interface Detail<T> {
  item: T;
  tracks: Track[];
  totalTracks: number;
}

const toMood = (document: MoodDocument): Mood => ({ id: document._id, name: document.name, images: document.images });

/** Moods listed by name or relevance (published tracks carrying them), and one mood with its tracks. */
export class Moods {
  constructor(
    private readonly store: DocumentStore,
    private readonly views: TrackViews,
    private readonly listing: TrackListing,
  ) {}

  private get moods() {
    return this.store.collection<MoodDocument>(COLLECTIONS.moods);
  }

  async list(query: ListingQuery): Promise<{ moods: Mood[]; total: number }> {
    const paging = page('moods', query);
    const moods = await this.moods.find(query.type === 'featured' ? { featured: true } : {});
    const scope =
      query.type === 'partner-tier'
        ? { _id: { $in: [...(await this.views.context(query.partnerId)).freeTier.trackIds] } }
        : {};
    const ranked = await Promise.all(
      moods.map(async (mood) => ({
        item: toMood(mood),
        id: mood._id,
        name: mood.name,
        relevance: await this.views.tracks.count({ ...PUBLISHED, ...scope, moodIds: mood._id }),
      })),
    );
    // Partner tier: only the moods that the partner's free-tier tracks carry.
    const listed = query.type === 'partner-tier' ? ranked.filter((mood) => mood.relevance > 0) : ranked;
    const ordered = orderListing(listed, query.sort, query.order);
    return { moods: slice(ordered, paging), total: ordered.length };
  }

  async get(query: {
    partnerId: string;
    moodId: string;
    includeTracks: boolean;
    limit?: number;
    offset?: number;
  }): Promise<Detail<Mood>> {
    const paging = page('moodTracks', query);
    const mood = await this.moods.findOne({ _id: query.moodId });
    if (!mood) throw notFound('Mood was not found');
    if (!query.includeTracks) return { item: toMood(mood), tracks: [], totalTracks: 0 };
    const context = await this.views.context(query.partnerId);
    const { tracks, total } = await this.listing.listWhere({ moodIds: mood._id }, paging, context);
    return { item: toMood(mood), tracks, totalTracks: total };
  }
}
