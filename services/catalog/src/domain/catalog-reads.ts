import type { DocumentStore } from '@downbeat/platform';
import { Collections } from './collections';
import { FreeTiers, type FreeTierSource } from './free-tier';
import { Genres } from './genres';
import { Moods } from './moods';
import { SoundEffects } from './sound-effects';
import { TrackListing } from './track-listing';
import { TrackViews } from './track-views';

/** Every read the catalog answers, over one store and one source of partners' free tiers. */
export interface CatalogReads {
  collections: Collections;
  moods: Moods;
  genres: Genres;
  tracks: TrackListing;
  soundEffects: SoundEffects;
}

export function catalogReads(store: DocumentStore, freeTierSource: FreeTierSource): CatalogReads {
  const views = new TrackViews(store, new FreeTiers(store, freeTierSource));
  const tracks = new TrackListing(views);
  return {
    collections: new Collections(store, views),
    moods: new Moods(store, views, tracks),
    genres: new Genres(store, views, tracks),
    tracks,
    soundEffects: new SoundEffects(store),
  };
}
