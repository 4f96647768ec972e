import { Collections } from './collections';
import type { FreeTierSource } from './ports';
import type { ImageAddresses } from './images';
import { genres, moods, type Genres, type Moods } from './moods-and-genres';
import type { CatalogReadModel } from './read-model/read-model';
import { SoundEffectCollections } from './sound-effect-collections';
import { SoundEffects } from './sound-effects';
import { TrackListing } from './track-listing';
import { TrackViews } from './track-views';

/** Every read the catalog answers, from the read model and one source of partners' free tiers. */
export interface CatalogReads {
  collections: Collections;
  moods: Moods;
  genres: Genres;
  tracks: TrackListing;
  soundEffects: SoundEffects;
  soundEffectCollections: SoundEffectCollections;
}

export function catalogReads(
  model: CatalogReadModel,
  freeTierSource: FreeTierSource,
  images: ImageAddresses,
): CatalogReads {
  const views = new TrackViews(model, freeTierSource, images);
  const tracks = new TrackListing(views);
  const soundEffects = new SoundEffects(model, images);
  return {
    collections: new Collections(views),
    moods: moods(views, tracks),
    genres: genres(views, tracks),
    tracks,
    soundEffects,
    soundEffectCollections: new SoundEffectCollections(model, images, soundEffects),
  };
}
