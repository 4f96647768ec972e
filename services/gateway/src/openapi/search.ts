import { examplePage, exampleSoundEffect, exampleTrack } from './examples';
import {
  bpmRange,
  EITHER_TOKEN,
  choice,
  ids,
  includeExplicit,
  json,
  operation,
  order,
  paging,
  type Parameter,
  type PathItem,
} from './operation';

/** The longest `term` accepted; longer text is no search a person typed. */
export const MAX_TERM_LENGTH = 200;

const term = <const R extends boolean = false>(description: string, required: R = false as R) =>
  ({
    name: 'term',
    in: 'query',
    required,
    description,
    schema: { type: 'string', maxLength: MAX_TERM_LENGTH },
  }) as const satisfies Parameter;

export const exampleAggregations = {
  moods: [{ id: 'happy', name: 'Happy', count: 42 }],
  genres: [
    { id: 'pop', name: 'Pop', count: 57 },
    { id: 'indie-pop', name: 'Indie Pop', count: 31 },
  ],
};

/** Search tracks, search suggestions and search sound effects (spec 4.2, 4.5; paths of DECISIONS §1). */
export const searchPaths = {
  '/v0/tracks/search': {
    get: operation({
      id: 'searchTracks',
      summary: 'Search tracks by term, genre and mood, with mood and genre counts',
      description: [
        'Every word of `term` must match the title, an artist, a mood or a genre (typos of one letter in words of',
        'five or more letters, plurals and a prefix of the last word match too); no term: every track, newest first.',
        'A parent genre matches its children. `aggregations` count the moods and genres over the whole result set,',
        'not only the page. `sort=Relevance` with `order=asc` is best match first; `Popularity` (the previews and downloads',
        'partners reported) with `asc` most popular first; `Date`, `Title`, `Duration` and `BPM` sort by value (a track without',
        'a BPM last). `bpmMin`/`bpmMax` bound the BPM, inclusive.',
        'Results are cacheable for 60 s (`private`): the index follows the catalog within seconds.',
      ].join(' '),
      tag: 'search',
      tokenKinds: EITHER_TOKEN,
      cached: true,
      parameters: [
        term('Words to search for.'),
        ids('genre', 'Genre ids; a track matches when it carries any of them or one of their children.'),
        ids('mood', 'Mood ids; a track matches when it carries any of them.'),
        ...bpmRange,
        choice(
          'sort',
          ['Relevance', 'Date', 'Title', 'Popularity', 'Duration', 'BPM'],
          'Relevance',
          'Relevance, the date added, the title, popularity, length or BPM.',
        ),
        order,
        ...paging(50, 60),
      ],
      ok: json('TrackSearchResults', {
        tracks: [exampleTrack],
        ...examplePage(0, 50),
        aggregations: exampleAggregations,
      }),
    }),
  },
  '/v0/tracks/search/suggestions': {
    get: operation({
      id: 'getSearchSuggestions',
      summary: 'Autocomplete for the track search box',
      description: [
        'Completes the last word of `term` from title words (`TEXT`), mood names (`MOOD`), genre names (`GENRE`)',
        'and artists (`ARTIST`) among the tracks that match the words before it; most frequent first, up to 10.',
        '`value` is the whole term to search with: `GET /v0/tracks/search?term=<value>` finds tracks.',
      ].join(' '),
      tag: 'search',
      tokenKinds: EITHER_TOKEN,
      cached: true,
      parameters: [term('What the user has typed so far; absent or empty gives no suggestions.')],
      ok: json('SearchSuggestions', {
        suggestions: [
          { value: 'relaxing', title: 'relaxing', type: 'TEXT' },
          { value: 'relaxed', title: 'Relaxed', type: 'MOOD' },
        ],
      }),
    }),
  },
  '/v0/sound-effects/search': {
    get: operation({
      id: 'searchSoundEffects',
      summary: 'Search sound effects by term',
      description: [
        'Every word of `term` must match the title or a category name (or its parent). `best-match`, `newest` and',
        '`popular` read `asc` as rank order (best, newest, most popular first) and `desc` reversed; `length` and',
        '`title` sort by value. `popular`: the previews and downloads partners reported for the sound effect',
        '(`POST /v0/analytics/report`, its id as `trackId`), then newest first.',
      ].join(' '),
      tag: 'search',
      tokenKinds: EITHER_TOKEN,
      cached: true,
      parameters: [
        term('Words to search for.'),
        choice('sort', ['best-match', 'newest', 'popular', 'length', 'title'], 'best-match'),
        order,
        includeExplicit,
        ...paging(50, 60),
      ],
      ok: json('SoundEffectPage', { soundEffects: [exampleSoundEffect], ...examplePage(0, 50) }),
    }),
  },
} satisfies Record<string, PathItem>;
