import { notFound } from '@downbeat/platform';
import { rankListing, type ListingSort, type ListingType, type SortOrder } from './listing-order';
import { page, slice, type PagedOperation } from './paging';
import type { CatalogReadModel } from './read-model/read-model';
import type { TrackFilter } from './read-model/track-index';
import type { Relevance } from './read-model/track-memberships';
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

/** A tag as the catalog stores it: what every taxonomy entry has whatever else its kind adds. */
export interface TagDocument {
  _id: string;
  name: string;
  featured: boolean;
}

/**
 * What sets one tagged taxonomy apart from another (moods, genres): where its entries and their
 * track counts live in the read model, how a track list is filtered by one of them, and how an
 * entry is rendered in a list and in its detail. Everything else is the same rule for every kind.
 */
export interface TaxonomyKind<Plural extends string, D extends TagDocument, T> {
  /** The list's key in the answer and its page bounds. */
  plural: Plural & PagedOperation;
  /** Page bounds of one entry's tracks. */
  tracksPage: PagedOperation;
  /** The not-found message of an unknown id. */
  missing: string;
  entries(model: CatalogReadModel): Map<string, D>;
  /** Published tracks carrying the entry (for a parent genre, its children's too). */
  trackCount(model: CatalogReadModel, id: string): number;
  /** The entries' relevance among a partner's free-tier tracks. */
  tierRelevance(relevance: Relevance): Map<string, number>;
  tracksFilter(id: string): TrackFilter;
  render(views: TrackViews, entry: D, entries: Map<string, D>, detail: boolean): T;
}

/** One kind's entries listed by name or relevance (published tracks carrying them), and one entry with its tracks. */
export class Taxonomy<Plural extends string, D extends TagDocument, T> {
  constructor(
    private readonly kind: TaxonomyKind<Plural, D, T>,
    private readonly views: TrackViews,
    private readonly listing: TrackListing,
  ) {}

  async list(query: ListingQuery): Promise<Record<Plural, T[]> & { total: number }> {
    const { kind, views } = this;
    const paging = page(kind.plural, query);
    const model = views.model;
    const entries = kind.entries(model);
    const tier = query.type === 'partner-tier' ? (await views.context(query.partnerId)).freeTier : undefined;
    const candidates = [...entries.values()].map((entry) => ({
      item: kind.render(views, entry, entries, false),
      id: entry._id,
      name: entry.name,
      featured: entry.featured,
    }));
    const ordered = rankListing(candidates, query, {
      all: (id) => kind.trackCount(model, id),
      ...(tier ? { tier: kind.tierRelevance(tier.relevance) } : {}),
    });
    const listed = { [kind.plural]: slice(ordered, paging) } as Record<Plural, T[]>;
    return { ...listed, total: ordered.length };
  }

  async get(query: DetailQuery): Promise<Detail<T>> {
    const { kind, views } = this;
    const paging = page(kind.tracksPage, query);
    const entries = kind.entries(views.model);
    const entry = entries.get(query.id);
    if (!entry) throw notFound(kind.missing);
    const item = kind.render(views, entry, entries, true);
    if (!query.includeTracks) return { item, tracks: [], totalTracks: 0 };
    const context = await views.context(query.partnerId);
    const { tracks, total } = this.listing.listWhere(kind.tracksFilter(entry._id), paging, context);
    return { item, tracks, totalTracks: total };
  }
}
