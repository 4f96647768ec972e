/**
 * The demo catalog's fixed vocabulary: genres (parents and their children), moods and the
 * sound-effect categories, as catalog import records. Genre and mood ids are the ones the catalog's
 * hand-written demo uses, so both describe one vocabulary; category ids are UUIDs derived from the
 * seed (the import format wants UUIDs there). No record names a picture: the catalog shows
 * generated cover art for each.
 */
import { type Genre } from '../synth/genres';
import { type Mode } from '../synth/harmony';
import { stableUuid } from './stable-ids';

export interface GenreRecord {
  type: 'genre';
  id: string;
  name: string;
  parentId?: string;
  featured: boolean;
}

export interface MoodRecord {
  type: 'mood';
  id: string;
  name: string;
  featured: boolean;
}

export interface SoundEffectCategoryRecord {
  type: 'soundEffectCategory';
  id: string;
  name: string;
  parentId?: string;
  featured: boolean;
}

interface GenreFamily {
  id: string;
  name: string;
  featured: boolean;
  children: Array<{ id: string; name: string }>;
}

const FAMILIES: GenreFamily[] = [
  {
    id: 'genre-electronic',
    name: 'Electronic',
    featured: true,
    children: [
      { id: 'genre-house', name: 'House' },
      { id: 'genre-techno', name: 'Techno' },
      { id: 'genre-ambient', name: 'Ambient' },
      { id: 'genre-downtempo', name: 'Downtempo' },
    ],
  },
  {
    id: 'genre-urban',
    name: 'Urban',
    featured: true,
    children: [
      { id: 'genre-hip-hop', name: 'Hip-Hop' },
      { id: 'genre-lo-fi', name: 'Lo-Fi' },
    ],
  },
  {
    id: 'genre-rock',
    name: 'Rock',
    featured: false,
    children: [
      { id: 'genre-indie-rock', name: 'Indie Rock' },
      { id: 'genre-alternative', name: 'Alternative' },
    ],
  },
  {
    id: 'genre-pop',
    name: 'Pop',
    featured: true,
    children: [
      { id: 'genre-synth-pop', name: 'Synth-Pop' },
      { id: 'genre-indie-pop', name: 'Indie Pop' },
    ],
  },
  {
    id: 'genre-jazz',
    name: 'Jazz',
    featured: false,
    children: [
      { id: 'genre-swing', name: 'Swing' },
      { id: 'genre-lounge', name: 'Lounge' },
    ],
  },
  {
    id: 'genre-acoustic',
    name: 'Acoustic',
    featured: true,
    children: [
      { id: 'genre-folk', name: 'Folk' },
      { id: 'genre-singer-songwriter', name: 'Singer-Songwriter' },
    ],
  },
  {
    id: 'genre-cinematic',
    name: 'Cinematic',
    featured: false,
    children: [
      { id: 'genre-orchestral', name: 'Orchestral' },
      { id: 'genre-trailer', name: 'Trailer' },
    ],
  },
];

/** Parents first (the import wants a parent before its children). */
export const GENRE_RECORDS: GenreRecord[] = [
  ...FAMILIES.map((family) => ({
    type: 'genre' as const,
    id: family.id,
    name: family.name,
    featured: family.featured,
  })),
  ...FAMILIES.flatMap((family) =>
    family.children.map((child) => ({
      type: 'genre' as const,
      id: child.id,
      name: child.name,
      parentId: family.id,
      featured: false,
    })),
  ),
];

/** The catalog genres a synthesised style is filed under, taken in turn by its tracks. */
export const CATALOG_GENRES: Record<Genre, string[]> = {
  house: ['genre-house', 'genre-techno'],
  ambient: ['genre-ambient', 'genre-downtempo'],
  'hip-hop': ['genre-hip-hop', 'genre-lo-fi'],
  rock: ['genre-indie-rock', 'genre-alternative'],
  pop: ['genre-synth-pop', 'genre-indie-pop'],
  jazz: ['genre-swing', 'genre-lounge'],
  cinematic: ['genre-orchestral', 'genre-trailer'],
  folk: ['genre-folk', 'genre-singer-songwriter'],
};

/**
 * The vocabulary a catalog of tracks filed under `genreIds` needs, as import records in an order
 * the import accepts: each family that has one of those genres (its parent, then those of its
 * children, in this taxonomy's order), then every mood. A genre outside the taxonomy is an error:
 * the catalog's metadata-only demo (services/catalog/src/demo) takes its vocabulary from here.
 */
export function demoVocabulary(genreIds: Iterable<string>): Array<GenreRecord | MoodRecord> {
  const wanted = new Set(genreIds);
  const known = new Set(GENRE_RECORDS.map((genre) => genre.id));
  const unknown = [...wanted].filter((id) => !known.has(id));
  if (unknown.length > 0) throw new RangeError(`not in the demo taxonomy: ${unknown.join(', ')}`);
  const byId = new Map(GENRE_RECORDS.map((genre) => [genre.id, genre]));
  const genres = FAMILIES.flatMap((family) => {
    const children = family.children.filter((child) => wanted.has(child.id));
    if (children.length === 0 && !wanted.has(family.id)) return [];
    return [family.id, ...children.map((child) => child.id)].map((id) => byId.get(id)!);
  });
  return [...genres, ...MOOD_RECORDS];
}

const MOODS: Array<[id: string, name: string, featured: boolean]> = [
  ['mood-uplifting', 'Uplifting', true],
  ['mood-chill', 'Chill', true],
  ['mood-dark', 'Dark', false],
  ['mood-dreamy', 'Dreamy', false],
  ['mood-energetic', 'Energetic', true],
  ['mood-happy', 'Happy', true],
  ['mood-melancholic', 'Melancholic', false],
  ['mood-epic', 'Epic', false],
  ['mood-romantic', 'Romantic', false],
  ['mood-playful', 'Playful', false],
];

export const MOOD_RECORDS: MoodRecord[] = MOODS.map(([id, name, featured]) => ({
  type: 'mood',
  id,
  name,
  featured,
}));

/**
 * A track's first mood follows its style and key (major or minor); between them the eight styles
 * cover all ten moods, and every style is heard in both keys.
 */
export const STYLE_MOODS: Record<Genre, Record<Mode, string>> = {
  house: { major: 'mood-energetic', minor: 'mood-dark' },
  'hip-hop': { major: 'mood-chill', minor: 'mood-dark' },
  rock: { major: 'mood-energetic', minor: 'mood-epic' },
  ambient: { major: 'mood-dreamy', minor: 'mood-melancholic' },
  jazz: { major: 'mood-romantic', minor: 'mood-chill' },
  pop: { major: 'mood-happy', minor: 'mood-uplifting' },
  cinematic: { major: 'mood-uplifting', minor: 'mood-epic' },
  folk: { major: 'mood-playful', minor: 'mood-melancholic' },
};

/** A second mood from the tempo: fast tracks feel energetic, slow ones chill. */
export function tempoMood(bpm: number, mode: Mode): string {
  if (bpm >= 125) return 'mood-energetic';
  if (bpm < 90) return 'mood-chill';
  return mode === 'major' ? 'mood-happy' : 'mood-dreamy';
}

export type SoundEffectCategoryKey = 'cinematic' | 'impacts' | 'transitions' | 'interface' | 'clicks' | 'ambiences';

const CATEGORIES: Array<{ key: SoundEffectCategoryKey; name: string; parent?: SoundEffectCategoryKey }> = [
  { key: 'cinematic', name: 'Cinematic' },
  { key: 'interface', name: 'Interface' },
  { key: 'ambiences', name: 'Ambiences' },
  { key: 'impacts', name: 'Impacts', parent: 'cinematic' },
  { key: 'transitions', name: 'Whooshes & Risers', parent: 'cinematic' },
  { key: 'clicks', name: 'Clicks & Taps', parent: 'interface' },
];

/** The top-level category a category is filed under (itself for a top-level one). */
export function topCategory(key: SoundEffectCategoryKey): { key: SoundEffectCategoryKey; name: string } {
  const category = CATEGORIES.find((candidate) => candidate.key === key)!;
  return category.parent ? topCategory(category.parent) : { key: category.key, name: category.name };
}

export const categoryId = (seed: number, key: SoundEffectCategoryKey) =>
  stableUuid(seed, `sound-effect-category/${key}`);

/** Parents first. */
export function soundEffectCategoryRecords(seed: number): SoundEffectCategoryRecord[] {
  return CATEGORIES.map((category) => ({
    type: 'soundEffectCategory',
    id: categoryId(seed, category.key),
    name: category.name,
    ...(category.parent ? { parentId: categoryId(seed, category.parent) } : {}),
    featured: !category.parent,
  }));
}
