import type { catalog } from '@downbeat/contracts';
import { genreReference, reference, trackJson } from './track-json';

/** Collections, moods and genres exactly as spec 2.3–2.5 shape them. */

export function collectionJson(collection: catalog.Collection__Output, withTracks: boolean) {
  return {
    id: collection.id,
    name: collection.name,
    ...(withTracks ? { tracks: collection.tracks.map(trackJson) } : {}),
    availableTracks: collection.availableTracks,
    images: collection.images,
  };
}

export const moodJson = (mood: catalog.Mood__Output) => ({ id: mood.id, name: mood.name, images: mood.images });

/** A list item; a child genre names its parent, as the reference API's list does. */
export const genreListJson = (genre: catalog.Genre__Output) => ({
  id: genre.id,
  name: genre.name,
  images: genre.images,
  ...(genre.parent ? { parent: reference(genre.parent) } : {}),
});

/** A detail: the list item, then the genre's children. */
export const genreDetailJson = (genre: catalog.Genre__Output) => ({
  ...genreListJson(genre),
  children: genre.children.map(genreReference),
});

export function trackParametersJson(parameters: catalog.GetTrackParametersResponse__Output) {
  return { genres: parameters.genres.map(genreReference), moods: parameters.moods.map(reference) };
}
