import type { GenreDocument, ImageSet, MoodDocument, TrackDocument } from './documents';
import type { ImageAddresses } from './images';

export interface Reference {
  id: string;
  name: string;
}

export interface GenreReference extends Reference {
  parent?: Reference;
}

/** A track as partners see it (spec 2.2), before transport mapping. */
export interface Track {
  id: string;
  mainArtists: string[];
  featuredArtists: string[];
  title: string;
  bpm: number;
  lengthSeconds: number;
  moods: Reference[];
  genres: GenreReference[];
  images: ImageSet;
  hasVocals: boolean;
  added: string;
  isExplicit: boolean;
  isPreviewOnly: boolean;
  waveformUrl: string;
}

/** Names of moods and genres by id, and which tracks the partner may download without a subscription. */
export interface TrackContext {
  moods: Map<string, MoodDocument>;
  genres: Map<string, GenreDocument>;
  freeTierTrackIds: Set<string>;
}

/** The track as a partner sees it; whether it is premium for that partner is decided by the caller (entitlement.ts). */
export function toTrack(
  document: TrackDocument,
  context: TrackContext,
  images: ImageAddresses,
  isPreviewOnly: boolean,
): Track {
  return {
    id: document._id,
    mainArtists: document.mainArtists,
    featuredArtists: document.featuredArtists,
    title: document.title,
    bpm: document.bpm,
    lengthSeconds: document.lengthSeconds,
    moods: document.moodIds.flatMap((id) => {
      const mood = context.moods.get(id);
      return mood ? [{ id, name: mood.name }] : [];
    }),
    genres: document.genreIds.flatMap((id) => {
      const genre = context.genres.get(id);
      return genre ? [genreReference(genre, context.genres)] : [];
    }),
    images: images.track(document, context.genres, context.moods),
    hasVocals: document.hasVocals,
    added: document.added,
    isExplicit: document.isExplicit,
    isPreviewOnly,
    waveformUrl: images.waveform(document._id),
  };
}

export function genreReference(genre: GenreDocument, genres: Map<string, GenreDocument>): GenreReference {
  const parent = genre.parentId ? genres.get(genre.parentId) : undefined;
  return parent
    ? { id: genre._id, name: genre.name, parent: { id: parent._id, name: parent.name } }
    : { id: genre._id, name: genre.name };
}
