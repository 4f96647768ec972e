import { notFound, type DocumentStore } from '@downbeat/platform';
import { COLLECTIONS, type GenreDocument } from './documents';
import { orderListing } from './listing-order';
import type { Detail, ListingQuery } from './moods';
import { page, slice } from './paging';
import { genreReference, type GenreReference, type Reference } from './track';
import type { TrackListing } from './track-listing';
import { PUBLISHED, withChildGenres, type TrackViews } from './track-views';

export interface Genre {
  id: string;
  name: string;
  /** Parent genres carry cover art. */
  images: Record<string, string>;
  parent?: Reference;
  /** Filled for a genre's detail only. */
  children: GenreReference[];
}

/** Nested genres (parent and child): a parent stands for its children in counts and track lists. */
export class Genres {
  constructor(
    private readonly store: DocumentStore,
    private readonly views: TrackViews,
    private readonly listing: TrackListing,
  ) {}

  private async all(): Promise<Map<string, GenreDocument>> {
    const genres = await this.store.collection<GenreDocument>(COLLECTIONS.genres).find({});
    return new Map(genres.map((genre) => [genre._id, genre]));
  }

  async list(query: ListingQuery): Promise<{ genres: Genre[]; total: number }> {
    const paging = page('genres', query);
    const genres = await this.all();
    const candidates = [...genres.values()].filter((genre) => query.type !== 'featured' || genre.featured);
    const scope =
      query.type === 'partner-tier'
        ? { _id: { $in: [...(await this.views.context(query.partnerId)).freeTier.trackIds] } }
        : {};
    const ranked = await Promise.all(
      candidates.map(async (genre) => ({
        item: toGenre(genre, genres, false),
        id: genre._id,
        name: genre.name,
        relevance: await this.views.tracks.count({
          ...PUBLISHED,
          ...scope,
          genreIds: { $in: withChildGenres([genre._id], genres.values()) },
        }),
      })),
    );
    const listed = query.type === 'partner-tier' ? ranked.filter((genre) => genre.relevance > 0) : ranked;
    const ordered = orderListing(listed, query.sort, query.order);
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
    const genres = await this.all();
    const genre = genres.get(query.genreId);
    if (!genre) throw notFound('Genre was not found');
    const item = toGenre(genre, genres, true);
    if (!query.includeTracks) return { item, tracks: [], totalTracks: 0 };
    const context = await this.views.context(query.partnerId);
    const filter = { genreIds: { $in: withChildGenres([genre._id], genres.values()) } };
    const { tracks, total } = await this.listing.listWhere(filter, paging, context);
    return { item, tracks, totalTracks: total };
  }
}

function toGenre(genre: GenreDocument, genres: Map<string, GenreDocument>, withChildren: boolean): Genre {
  const reference = genreReference(genre, genres);
  const children = withChildren
    ? [...genres.values()]
        .filter((candidate) => candidate.parentId === genre._id)
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((child) => genreReference(child, genres))
    : [];
  return {
    id: genre._id,
    name: genre.name,
    images: genre.images,
    ...(reference.parent ? { parent: reference.parent } : {}),
    children,
  };
}
