import { notFound } from '@downbeat/platform';
import type { MoodDocument } from './documents';
import { rankListing, type ListingSort, type ListingType, type SortOrder } from './listing-order';
import { page, slice } from './paging';
import type { Track } from './track';
import type { TrackListing } from './track-listing';
import type { TrackViews } from './track-views';

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

/** Moods listed by name or relevance (published tracks carrying them), and one mood with its tracks. */
export class Moods {
  constructor(
    private readonly views: TrackViews,
    private readonly listing: TrackListing,
  ) {}

  private toMood(document: MoodDocument): Mood {
    return { id: document._id, name: document.name, images: this.views.images.mood(document) };
  }

  async list(query: ListingQuery): Promise<{ moods: Mood[]; total: number }> {
    const paging = page('moods', query);
    const model = this.views.model;
    const tier = query.type === 'partner-tier' ? (await this.views.context(query.partnerId)).freeTier : undefined;
    const candidates = [...model.catalog.mood.values()].map((mood) => ({
      item: this.toMood(mood),
      id: mood._id,
      name: mood.name,
      featured: mood.featured,
    }));
    const ordered = rankListing(candidates, query, {
      all: (id) => model.tracks.moodCount(id),
      ...(tier ? { tier: tier.relevance.moods } : {}),
    });
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
    const mood = this.views.model.catalog.mood.get(query.moodId);
    if (!mood) throw notFound('Mood was not found');
    if (!query.includeTracks) return { item: this.toMood(mood), tracks: [], totalTracks: 0 };
    const context = await this.views.context(query.partnerId);
    const { tracks, total } = this.listing.listWhere({ moodIds: [mood._id] }, paging, context);
    return { item: this.toMood(mood), tracks, totalTracks: total };
  }
}
