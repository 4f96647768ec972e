import type {
  GenreDocument,
  MoodDocument,
  SoundEffectCategoryDocument,
  SoundEffectDocument,
  TrackDocument,
} from './documents';
import type { CatalogDocuments } from './ports';
import type { CatalogReadModel } from './read-model/read-model';

export interface EventNames {
  moods: Map<string, MoodDocument>;
  genres: Map<string, GenreDocument>;
  categories: Map<string, SoundEffectCategoryDocument>;
}

type NamedKind = 'mood' | 'genre' | 'soundEffectCategory';

/**
 * The moods, genres (with parents) and categories events name, from the read model. One it does
 * not hold yet (created by another replica moments ago, not followed yet) is read from the store
 * by `_id`, so an event never drops a name only because this replica is a poll behind.
 */
export async function eventNames(
  model: CatalogReadModel,
  stored: CatalogDocuments,
  documents: (TrackDocument | SoundEffectDocument | undefined)[],
): Promise<EventNames> {
  const { mood, genre, soundEffectCategory } = model.catalog;
  const missing: [NamedKind, string][] = [];
  const want = (kind: NamedKind, held: Map<string, unknown>, id: string) => {
    if (!held.has(id)) missing.push([kind, id]);
  };
  for (const document of documents) {
    if (!document) continue;
    if ('moodIds' in document) {
      for (const id of document.moodIds) want('mood', mood, id);
      for (const id of document.genreIds) {
        want('genre', genre, id);
        const parentId = genre.get(id)?.parentId;
        if (parentId) want('genre', genre, parentId);
      }
    } else for (const id of document.categoryIds) want('soundEffectCategory', soundEffectCategory, id);
  }
  const names: EventNames = { moods: mood, genres: genre, categories: soundEffectCategory };
  if (missing.length === 0) return names;
  const found = await readNamed(stored, missing);
  // A parent of a genre found only in the store.
  const parents = found.flatMap(([kind, document]) => {
    const parentId = (document as { parentId?: string }).parentId;
    return parentId && !model.catalog[kind].has(parentId) ? [[kind, parentId] as [NamedKind, string]] : [];
  });
  const all = [...found, ...(await readNamed(stored, parents))];
  const withFound = <T>(held: Map<string, T>, kind: NamedKind) => {
    const extra = all.filter(([k]) => k === kind);
    return extra.length === 0 ? held : new Map([...held, ...extra.map(([, d]) => [d._id, d as T] as const)]);
  };
  return {
    moods: withFound(mood, 'mood'),
    genres: withFound(genre, 'genre'),
    categories: withFound(soundEffectCategory, 'soundEffectCategory'),
  };
}

async function readNamed(stored: CatalogDocuments, wanted: [NamedKind, string][]) {
  const unique = [...new Map(wanted.map(([kind, id]) => [`${kind}:${id}`, [kind, id] as const])).values()];
  const read = await Promise.all(
    unique.map(async ([kind, id]) => {
      const document = await stored.get(kind, id);
      return document ? [[kind, document] as [NamedKind, { _id: string }]] : [];
    }),
  );
  return read.flat();
}
