import { notFound } from '@downbeat/platform';
import type { GenreDocument, MoodDocument } from './documents';
import { rankListing, type ListingSort, type ListingType, type SortOrder } from './listing-order';
import { page, slice } from './paging';
import type { TrackFilter } from './read-model/track-index';
import type { Track } from './track';
import type { TrackListing } from './track-listing';
import type { TrackViews } from './track-views';

export interface ListingQuery {
  partnerId: string;
  limit?: number;
  offset?: number;
  sort: ListingSort;
  order: SortOrder;
  type: ListingType;
}

export interface DetailQuery {
  partnerId: string;
  id: string;
  includeTracks: boolean;
  limit?: number;
  offset?: number;
}

export interface Detail<T> {
  item: T;
  tracks: Track[];
  totalTracks: number;
}

/**
 * The catalog's tagged taxonomies. Every name of one follows from its key, so the rules below are
 * written once: its entries `catalog[key]`, its track counts `tracks[key + 'Count']`, its relevance
 * among free-tier tracks `relevance[key + 's']`, its track filter `key + 'Ids'`, and its page bounds
 * `key + 's'` (the list) and `key + 'Tracks'` (one entry's tracks).
 */
export type TagKey = keyof TagDocuments;

/** An entry of each as the catalog stores it. */
interface TagDocuments {
  mood: MoodDocument;
  genre: GenreDocument;
}
export type TagDocument<K extends TagKey> = TagDocuments[K];

/** How a kind renders an entry: in a list, or (`detail`) as one entry; `entries` for its relatives. */
export type RenderTag<K extends TagKey, T> = (
  views: TrackViews,
  entry: TagDocument<K>,
  entries: Map<string, TagDocument<K>>,
  detail: boolean,
) => T;

/** One kind's entries listed by name or relevance (published tracks carrying them), and one entry with its tracks. */
export class Taxonomy<K extends TagKey, T> {
  constructor(
    private readonly key: K,
    private readonly render: RenderTag<K, T>,
    private readonly views: TrackViews,
    private readonly listing: TrackListing,
  ) {}

  private entries(): Map<string, TagDocument<K>> {
    return this.views.model.catalog[this.key] as Map<string, TagDocument<K>>;
  }

  async list(query: ListingQuery): Promise<Record<`${K}s`, T[]> & { total: number }> {
    const { key, views } = this;
    const plural = `${key}s` as const;
    const paging = page(plural, query);
    const model = views.model;
    const entries = this.entries();
    const tier = query.type === 'partner-tier' ? (await views.context(query.partnerId)).freeTier : undefined;
    const candidates = [...entries.values()].map((entry) => ({
      item: this.render(views, entry, entries, false),
      id: entry._id,
      name: entry.name,
      featured: entry.featured,
    }));
    const ordered = rankListing(candidates, query, {
      all: (id) => model.tracks[`${key}Count`](id),
      ...(tier ? { tier: tier.relevance[plural] } : {}),
    });
    const listed = { [plural]: slice(ordered, paging) } as Record<`${K}s`, T[]>;
    return { ...listed, total: ordered.length };
  }

  async get(query: DetailQuery): Promise<Detail<T>> {
    const { key, views } = this;
    const paging = page(`${key}Tracks`, query);
    const entries = this.entries();
    const entry = entries.get(query.id);
    if (!entry) throw notFound(`${key.charAt(0).toUpperCase()}${key.slice(1)} was not found`);
    const item = this.render(views, entry, entries, true);
    if (!query.includeTracks) return { item, tracks: [], totalTracks: 0 };
    const context = await views.context(query.partnerId);
    const filter: TrackFilter = { [`${key}Ids`]: [entry._id] };
    const { tracks, total } = this.listing.listWhere(filter, paging, context);
    return { item, tracks, totalTracks: total };
  }
}
