import { notFound } from '@downbeat/platform';
import type { GenreDocument } from './documents';
import { rankListing } from './listing-order';
import type { Detail, ListingQuery } from './moods';
import { page, slice } from './paging';
import { childrenOf } from './read-model/genre-family';
import { genreReference, type GenreReference, type Reference } from './track';
import type { TrackListing } from './track-listing';
import type { TrackViews } from './track-views';

export interface Genre {
  id: string;
  name: string;
  images: Record<string, string>;
  parent?: Reference;
  /** Filled for a genre's detail only. */
  children: GenreReference[];
}

/** Nested genres (parent and child): a parent stands for its children in counts and track lists. */
export class Genres {
  constructor(
    private readonly views: TrackViews,
    private readonly listing: TrackListing,
  ) {}

  async list(query: ListingQuery): Promise<{ genres: Genre[]; total: number }> {
    const paging = page('genres', query);
    const model = this.views.model;
    const genres = model.catalog.genre;
    const tier = query.type === 'partner-tier' ? (await this.views.context(query.partnerId)).freeTier : undefined;
    const candidates = [...genres.values()].map((genre) => ({
      item: this.toGenre(genre, genres, false),
      id: genre._id,
      name: genre.name,
      featured: genre.featured,
    }));
    const ordered = rankListing(candidates, query, {
      all: (id) => model.tracks.genreCount(id),
      ...(tier ? { tier: tier.relevance.genres } : {}),
    });
    return { genres: slice(ordered, paging), total: ordered.length };
  }

  async get(query: {
    partnerId: string;
    genreId: string;
    includeTracks: boolean;
    limit?: number;
    offset?: number;
  }): Promise<Detail<Genre>> {
    const paging = page('genreTracks', query);
    const genres = this.views.model.catalog.genre;
    const genre = genres.get(query.genreId);
    if (!genre) throw notFound('Genre was not found');
    const item = this.toGenre(genre, genres, true);
    if (!query.includeTracks) return { item, tracks: [], totalTracks: 0 };
    const context = await this.views.context(query.partnerId);
    const { tracks, total } = this.listing.listWhere({ genreIds: [genre._id] }, paging, context);
    return { item, tracks, totalTracks: total };
  }

  private toGenre(genre: GenreDocument, genres: Map<string, GenreDocument>, withChildren: boolean): Genre {
    const reference = genreReference(genre, genres);
    return {
      id: genre._id,
      name: genre.name,
      images: this.views.images.genre(genre, genres),
      ...(reference.parent ? { parent: reference.parent } : {}),
      children: withChildren ? childrenOf(genre._id, genres).map((child) => genreReference(child, genres)) : [],
    };
  }
}
