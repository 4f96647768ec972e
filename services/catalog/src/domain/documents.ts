/**
 * How the catalog stores its entities, one store collection each: `tracks`, `moods`, `genres`,
 * `collections`, `soundEffectCategories`, `soundEffects`, `soundEffectCollections`.
 */
/**
 * Image keys of media's image store by size key (`images/<id>/<width>.jpg`, libs/contracts), as
 * MediaService.IngestImage made them; empty when the entity has no picture of its own (it shows
 * its generated cover art, images.ts). Partners see absolute URLs, never keys.
 */
export type ImageSet = Record<string, string>;

/** An entity with images of its own. */
export interface Pictured {
  images: ImageSet;
  /** The http(s) URL the images were made from: a re-import naming the same URL reuses them. */
  imageSource?: string;
}

/** The master audio file an asset came from; metadata-only imports have none. */
export interface MasterFile {
  uri: string;
  sha256: string;
}

/** Fields of entities published on a topic (tracks, sound effects). */
export interface Published {
  /** Increases by one with every change; the event's `revision`. */
  revision: number;
  /** RFC 3339. */
  updatedAt: string;
}

/** One entity a write batch changed, and the revision it was given. */
export interface AnnouncedEntity {
  kind: 'track' | 'soundEffect';
  id: string;
  /** The revision that must be published at least. */
  revision: number;
}

export type TrackStatus = 'processing' | 'published' | 'failed';

export interface TrackDocument extends Published, Pictured {
  _id: string;
  title: string;
  mainArtists: string[];
  featuredArtists: string[];
  bpm: number;
  lengthSeconds: number;
  moodIds: string[];
  genreIds: string[];
  hasVocals: boolean;
  /** YYYY-MM-DD */
  added: string;
  isExplicit: boolean;
  /** Only published tracks are visible to partners; ingestion starts tracks as processing. */
  status: TrackStatus;
  master?: MasterFile;
}

export interface MoodDocument extends Pictured {
  _id: string;
  name: string;
  featured: boolean;
}

export interface GenreDocument extends Pictured {
  _id: string;
  name: string;
  parentId?: string;
  featured: boolean;
}

export interface CollectionDocument extends Pictured {
  _id: string;
  name: string;
  /** In display order. */
  trackIds: string[];
  /** In the free tier of partners that have not chosen their own (accounts owns partner choices). */
  freeTierByDefault: boolean;
  /** Position among the default free-tier collections (lower first). */
  freeTierOrder: number;
}

export interface SoundEffectCategoryDocument extends Pictured {
  /** A UUID. */
  _id: string;
  name: string;
  parentId?: string;
  featured: boolean;
}

export interface SoundEffectDocument extends Published, Pictured {
  /** A UUID. */
  _id: string;
  title: string;
  categoryIds: string[];
  /** RFC 3339. */
  added: string;
  /** Seconds, fractional. */
  lengthSeconds: number;
  master?: MasterFile;
}

/** A curated set of sound effects (the reference API's sound-effect collections); ids are UUIDs. */
export interface SoundEffectCollectionDocument extends Pictured {
  /** A UUID. */
  _id: string;
  name: string;
  /** In display order. */
  soundEffectIds: string[];
}

export const COLLECTIONS = {
  tracks: 'tracks',
  moods: 'moods',
  genres: 'genres',
  collections: 'collections',
  soundEffectCategories: 'soundEffectCategories',
  soundEffects: 'soundEffects',
  soundEffectCollections: 'soundEffectCollections',
  outbox: 'outbox',
  changes: 'catalog_changes',
  revision: 'catalog_revision',
} as const;

/** The kinds of catalog entity, as import records name them. */
export type EntityKind =
  'genre' | 'mood' | 'track' | 'collection' | 'soundEffectCategory' | 'soundEffect' | 'soundEffectCollection';

/** The store collection of each kind of entity. */
export const COLLECTION_OF: Record<EntityKind, string> = {
  genre: COLLECTIONS.genres,
  mood: COLLECTIONS.moods,
  track: COLLECTIONS.tracks,
  collection: COLLECTIONS.collections,
  soundEffectCategory: COLLECTIONS.soundEffectCategories,
  soundEffect: COLLECTIONS.soundEffects,
  soundEffectCollection: COLLECTIONS.soundEffectCollections,
};
