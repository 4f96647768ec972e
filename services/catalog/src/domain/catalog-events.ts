import { createHash } from 'node:crypto';
import type { CatalogSoundEffectEvent, CatalogTrackEvent } from '@downbeat/contracts';
import type {
  GenreDocument,
  MasterFile,
  MoodDocument,
  SoundEffectCategoryDocument,
  SoundEffectDocument,
  TrackDocument,
} from './documents';
import type { ImageAddresses } from './images';
import { genreReference } from './track';

export const TRACK_EVENT = 'downbeat.catalog.track.v1';
export const SOUND_EFFECT_EVENT = 'downbeat.catalog.sound-effect.v1';

/**
 * Imported metadata-only entities have no master file, but the event contract requires one. They
 * name a `metadata-only:` URI instead (never a readable file) and a SHA-256 of that URI, stable per
 * entity; such tracks are imported published, so media never has to analyse them.
 */
export function masterOf(kind: 'tracks' | 'sound-effects', id: string, master: MasterFile | undefined): MasterFile {
  if (master) return master;
  const uri = `metadata-only:${kind}/${id}`;
  return { uri, sha256: createHash('sha256').update(uri).digest('hex') };
}

/** The full latest state of a track as `catalog.tracks.v1` carries it (no partner-specific facts; images as partners see them). */
export function trackEvent(
  track: TrackDocument,
  names: { moods: Map<string, MoodDocument>; genres: Map<string, GenreDocument> },
  images: ImageAddresses,
): CatalogTrackEvent {
  return {
    trackId: track._id,
    revision: track.revision,
    status: track.status,
    title: track.title,
    mainArtists: track.mainArtists,
    featuredArtists: track.featuredArtists,
    moods: track.moodIds.flatMap((id) => {
      const mood = names.moods.get(id);
      return mood ? [{ id, name: mood.name }] : [];
    }),
    genres: track.genreIds.flatMap((id) => {
      const genre = names.genres.get(id);
      return genre ? [genreReference(genre, names.genres)] : [];
    }),
    images: images.track(track, names.genres, names.moods),
    hasVocals: track.hasVocals,
    isExplicit: track.isExplicit,
    added: track.added,
    bpm: track.bpm,
    lengthSeconds: Math.round(track.lengthSeconds),
    master: masterOf('tracks', track._id, track.master),
    updatedAt: track.updatedAt,
  };
}

/** The full latest state of a sound effect as `catalog.sound-effects.v1` carries it. */
export function soundEffectEvent(
  effect: SoundEffectDocument,
  categories: Map<string, SoundEffectCategoryDocument>,
  images: ImageAddresses,
): CatalogSoundEffectEvent {
  return {
    soundEffectId: effect._id,
    revision: effect.revision,
    title: effect.title,
    categories: effect.categoryIds.flatMap((id) => {
      const category = categories.get(id);
      if (!category) return [];
      const parent = category.parentId ? categories.get(category.parentId) : undefined;
      return [{ id, name: category.name, ...(parent ? { parent: { id: parent._id, name: parent.name } } : {}) }];
    }),
    images: images.soundEffect(effect, categories),
    added: effect.added,
    lengthSeconds: effect.lengthSeconds,
    master: masterOf('sound-effects', effect._id, effect.master),
    updatedAt: effect.updatedAt,
  };
}
