import type {
  CollectionDocument,
  GenreDocument,
  MoodDocument,
  SoundEffectCategoryDocument,
  SoundEffectCollectionDocument,
  SoundEffectDocument,
  TrackDocument,
} from '../documents';
import type { ImportRecord } from './records';

type Bookkeeping = 'revision' | 'updatedAt' | 'outbox';
export type DocumentOf =
  | GenreDocument
  | MoodDocument
  | CollectionDocument
  | SoundEffectCategoryDocument
  | SoundEffectCollectionDocument
  | Omit<TrackDocument, Bookkeeping>
  | Omit<SoundEffectDocument, Bookkeeping>;

/** The stored shape of a record, without revision bookkeeping. Optional fields are left out, never null. */
export function toDocument(record: ImportRecord): DocumentOf {
  const { type: _type, id, ...fields } = record;
  const withoutUndefined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { _id: id, ...withoutUndefined } as DocumentOf;
}
