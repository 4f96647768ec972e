import type {
  CollectionDocument,
  EntityKind,
  GenreDocument,
  MoodDocument,
  SoundEffectCategoryDocument,
  SoundEffectCollectionDocument,
  SoundEffectDocument,
  TrackDocument,
} from '../documents';

/** Every entity of the catalog partners can see, by id: published tracks only. */
export interface CatalogEntities {
  track: Map<string, TrackDocument>;
  mood: Map<string, MoodDocument>;
  genre: Map<string, GenreDocument>;
  collection: Map<string, CollectionDocument>;
  soundEffectCategory: Map<string, SoundEffectCategoryDocument>;
  soundEffect: Map<string, SoundEffectDocument>;
  soundEffectCollection: Map<string, SoundEffectCollectionDocument>;
}

export type StoredEntity =
  | TrackDocument
  | MoodDocument
  | GenreDocument
  | CollectionDocument
  | SoundEffectCategoryDocument
  | SoundEffectDocument
  | SoundEffectCollectionDocument;

/** An entity's latest stored state; `document: null` when it is gone. */
export interface EntityChange {
  kind: EntityKind;
  id: string;
  document: StoredEntity | null;
}

export const ENTITY_KINDS: EntityKind[] = [
  'genre',
  'mood',
  'track',
  'collection',
  'soundEffectCategory',
  'soundEffect',
  'soundEffectCollection',
];

export function emptyEntities(): CatalogEntities {
  return {
    track: new Map(),
    mood: new Map(),
    genre: new Map(),
    collection: new Map(),
    soundEffectCategory: new Map(),
    soundEffect: new Map(),
    soundEffectCollection: new Map(),
  };
}

/** Applies one change; a track that is not published is not visible, so it is dropped. */
export function applyChange(entities: CatalogEntities, change: EntityChange): void {
  const map = entities[change.kind] as Map<string, StoredEntity>;
  const visible =
    change.document !== null && (change.kind !== 'track' || (change.document as TrackDocument).status === 'published');
  if (visible) map.set(change.id, change.document!);
  else map.delete(change.id);
}
