import { exampleGenre, exampleMood, examplePage, exampleTrack } from './examples';
import { EITHER_TOKEN, choice, expandTracks, json, operation, order, paging, pathId } from './operation';
import { listPage, ref } from './schemas';

/** sort, order and type of the mood and genre lists (spec 4.2). */
const listingParameters = [
  choice('sort', ['alphabetic', 'relevance'], 'relevance'),
  order,
  choice(
    'type',
    ['all', 'featured', 'partner-tier'],
    'all',
    'all; only those featured publicly; or only those the partner’s free-tier tracks carry.',
  ),
  ...paging(20, 20),
] as const;

/** What one tagged taxonomy's two operations (its list, one entry with its tracks) say of it. */
interface TaxonomyDocs<Singular extends string, Plural extends string> {
  singular: Singular;
  plural: Plural;
  /** Its schema; the detail's is `${schema}Detail`. */
  schema: string;
  summaries: { list: string; detail: string };
  /** An entry as listed, and as detailed (without its tracks). */
  examples: { listed: object; detailed: object };
}

const capitalised = <W extends string>(word: W) => (word.charAt(0).toUpperCase() + word.slice(1)) as Capitalize<W>;

/** `GET /v0/{plural}` and `GET /v0/{plural}/{singularId}`: the same pair for every tagged taxonomy. */
function taxonomyPaths<const Singular extends string, const Plural extends string>({
  singular,
  plural,
  schema,
  summaries,
  examples,
}: TaxonomyDocs<Singular, Plural>) {
  const common = { tag: plural, tokenKinds: EITHER_TOKEN, cached: true };
  const list = operation({
    id: `list${capitalised(plural)}` as const,
    summary: summaries.list,
    ...common,
    parameters: listingParameters,
    ok: {
      schema: listPage(plural, ref(schema)),
      example: { [plural]: [examples.listed], ...examplePage(0, 20) },
    },
  });
  const detail = operation({
    id: `get${capitalised(singular)}` as const,
    summary: summaries.detail,
    ...common,
    notFound: true,
    parameters: [pathId(`${singular}Id` as const), expandTracks, ...paging(50, 100)],
    ok: json(`${schema}Detail`, {
      ...examples.detailed,
      tracks: { tracks: [exampleTrack], ...examplePage(0, 50) },
    }),
  });
  // Computed keys would widen to an index signature; the paths are named so their operations stay known.
  return {
    [`/v0/${plural}`]: { get: list },
    [`/v0/${plural}/{${singular}Id}`]: { get: detail },
  } as Record<`/v0/${Plural}`, { get: typeof list }> & Record<`/v0/${Plural}/{${Singular}Id}`, { get: typeof detail }>;
}

export const moodPaths = taxonomyPaths({
  singular: 'mood',
  plural: 'moods',
  schema: 'Mood',
  summaries: { list: 'Moods', detail: 'One mood; with expand=tracks its tracks, paged' },
  examples: { listed: exampleMood, detailed: exampleMood },
});

export const genrePaths = taxonomyPaths({
  singular: 'genre',
  plural: 'genres',
  schema: 'Genre',
  summaries: {
    list: 'Genres, each with its cover art',
    detail: 'One genre with its parent and children; with expand=tracks its tracks, paged',
  },
  examples: {
    listed: exampleGenre,
    detailed: {
      id: 'indie-pop',
      name: 'Indie Pop',
      images: exampleGenre.images,
      parent: { id: 'pop', name: 'Pop' },
      children: [],
    },
  },
});
