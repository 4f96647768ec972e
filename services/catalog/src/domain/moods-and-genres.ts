import { childrenOf } from './read-model/genre-family';
import { genreReference, type GenreReference, type Reference } from './track';
import { Taxonomy, type RenderTag } from './taxonomy';
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

const renderMood: RenderTag<'mood', Mood> = (views, mood) => ({
  id: mood._id,
  name: mood.name,
  images: views.images.mood(mood),
});

/** Nested genres (parent and child): a parent stands for its children in counts and track lists. */
const renderGenre: RenderTag<'genre', Genre> = (views, genre, genres, detail) => {
  const reference = genreReference(genre, genres);
  return {
    id: genre._id,
    name: genre.name,
    images: views.images.genre(genre, genres),
    ...(reference.parent ? { parent: reference.parent } : {}),
    children: detail ? childrenOf(genre._id, genres).map((child) => genreReference(child, genres)) : [],
  };
};

export type Moods = Taxonomy<'mood', Mood>;
export type Genres = Taxonomy<'genre', Genre>;

export const moods = (views: TrackViews, listing: TrackListing): Moods =>
  new Taxonomy('mood', renderMood, views, listing);
export const genres = (views: TrackViews, listing: TrackListing): Genres =>
  new Taxonomy('genre', renderGenre, views, listing);
