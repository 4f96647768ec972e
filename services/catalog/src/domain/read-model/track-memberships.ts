import type { GenreDocument, TrackDocument } from '../documents';
import { genresCovering } from './genre-family';

/** The moods and genres a track counts for (relevance) and is listed under. */
export interface Memberships {
  moodIds: string[];
  genreIds: string[];
}

export function membershipsOf(track: TrackDocument, genres: Map<string, GenreDocument>): Memberships {
  return { moodIds: [...new Set(track.moodIds)], genreIds: genresCovering(track.genreIds, genres) };
}

/** Relevance of moods and genres: how many of `tracks` (published) carry each. */
export interface Relevance {
  moods: Map<string, number>;
  genres: Map<string, number>;
}

export function relevanceOf(tracks: Iterable<TrackDocument>, genres: Map<string, GenreDocument>): Relevance {
  const relevance: Relevance = { moods: new Map(), genres: new Map() };
  const bump = (counts: Map<string, number>, id: string) => counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const track of tracks) {
    const memberships = membershipsOf(track, genres);
    for (const id of memberships.moodIds) bump(relevance.moods, id);
    for (const id of memberships.genreIds) bump(relevance.genres, id);
  }
  return relevance;
}
