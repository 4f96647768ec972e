import type { GenreDocument, MoodDocument } from './documents';
import { childrenOf } from './read-model/genre-family';
import { genreReference, type GenreReference, type Reference } from './track';
import { Taxonomy, type TaxonomyKind } from './taxonomy';
import type { TrackListing } from './track-listing';
import type { TrackViews } from './track-views';

export interface Mood {
  id: string;
  name: string;
  images: Record<string, string>;
}

export interface Genre {
  id: string;
  name: string;
  images: Record<string, string>;
  parent?: Reference;
  /** Filled for a genre's detail only. */
  children: GenreReference[];
}

export const moodKind: TaxonomyKind<'moods', MoodDocument, Mood> = {
  plural: 'moods',
  tracksPage: 'moodTracks',
  missing: 'Mood was not found',
  entries: (model) => model.catalog.mood,
  trackCount: (model, id) => model.tracks.moodCount(id),
  tierRelevance: (relevance) => relevance.moods,
  tracksFilter: (id) => ({ moodIds: [id] }),
  render: (views, mood) => ({ id: mood._id, name: mood.name, images: views.images.mood(mood) }),
};

/** Nested genres (parent and child): a parent stands for its children in counts and track lists. */
export const genreKind: TaxonomyKind<'genres', GenreDocument, Genre> = {
  plural: 'genres',
  tracksPage: 'genreTracks',
  missing: 'Genre was not found',
  entries: (model) => model.catalog.genre,
  trackCount: (model, id) => model.tracks.genreCount(id),
  tierRelevance: (relevance) => relevance.genres,
  tracksFilter: (id) => ({ genreIds: [id] }),
  render(views, genre, genres, detail) {
    const reference = genreReference(genre, genres);
    return {
      id: genre._id,
      name: genre.name,
      images: views.images.genre(genre, genres),
      ...(reference.parent ? { parent: reference.parent } : {}),
      children: detail ? childrenOf(genre._id, genres).map((child) => genreReference(child, genres)) : [],
    };
  },
};

export type Moods = Taxonomy<'moods', MoodDocument, Mood>;
export type Genres = Taxonomy<'genres', GenreDocument, Genre>;

export const moods = (views: TrackViews, listing: TrackListing): Moods => new Taxonomy(moodKind, views, listing);
export const genres = (views: TrackViews, listing: TrackListing): Genres => new Taxonomy(genreKind, views, listing);
