/**
 * Domain queries → OpenSearch query DSL, pure. Relevance is built from constant scores so that it
 * is the same number the in-process engine computes: per query word the best field and match kind
 * (dis_max of constant_score), summed over the words (bool must), plus the exact-title bonus.
 */
import {
  isEmptyText,
  soundEffectSortKeys,
  trackSortKeys,
  SOUND_EFFECT_WEIGHTS,
  TRACK_WEIGHTS,
  type FieldWeights,
  type SoundEffectSearch,
  type SortKey,
  type TermClause,
  type TextQuery,
  type TrackSearch,
} from '../../domain/queries';
import type { SuggestionQuery } from '../../domain/search-engine';
import { allowedEdits } from '../../domain/text-analysis';

type Query = Record<string, unknown>;
type FieldTable = Array<[string, FieldWeights]>;

const TRACK_FIELDS: FieldTable = [
  ['title', TRACK_WEIGHTS.title],
  ['artists', TRACK_WEIGHTS.artists],
  ['moodText', TRACK_WEIGHTS.moods],
  ['genreText', TRACK_WEIGHTS.genres],
];

const SOUND_EFFECT_FIELDS: FieldTable = [
  ['title', SOUND_EFFECT_WEIGHTS.title],
  ['categoryText', SOUND_EFFECT_WEIGHTS.categories],
];

/** Every facet of the small vocabularies (moods, genres) in one bucket list. */
const ALL_BUCKETS = 1_000;

const constant = (filter: Query, boost: number): Query => ({ constant_score: { filter, boost } });

function clauseQuery(clause: TermClause, fields: FieldTable): Query {
  const edits = allowedEdits(clause.term);
  const queries = fields.flatMap(([field, weights]) => [
    constant({ term: { [field]: clause.term } }, weights.exact),
    ...(edits > 0
      ? [
          constant(
            { fuzzy: { [field]: { value: clause.term, fuzziness: edits, transpositions: true, max_expansions: 100 } } },
            weights.fuzzy,
          ),
        ]
      : []),
    ...(clause.prefix !== undefined ? [constant({ prefix: { [field]: clause.prefix } }, weights.prefix)] : []),
  ]);
  return { dis_max: { queries, tie_breaker: 0 } };
}

function textQuery(text: TextQuery, fields: FieldTable, exactTitleBonus: number, filter: Query[]): Query {
  if (isEmptyText(text)) return { bool: { filter } };
  return {
    bool: {
      filter,
      must: text.clauses.map((clause) => clauseQuery(clause, fields)),
      should: [constant({ term: { titlePhrase: text.phrase } }, exactTitleBonus)],
    },
  };
}

function trackFilter(search: Pick<TrackSearch, 'genreIds' | 'moodIds' | 'bpm'>): Query[] {
  const { min, max } = search.bpm;
  return [
    { term: { visible: true } },
    ...(search.genreIds.length > 0 ? [{ terms: { genreIds: search.genreIds } }] : []),
    ...(search.moodIds.length > 0 ? [{ terms: { moodIds: search.moodIds } }] : []),
    // A track without a BPM has no value in range, so a bounded range leaves it out.
    ...(min !== undefined || max !== undefined
      ? [{ range: { bpm: { ...(min === undefined ? {} : { gte: min }), ...(max === undefined ? {} : { lte: max }) } } }]
      : []),
  ];
}

function sort(keys: SortKey<string>[]): Query[] {
  return [
    ...keys.map((key) => ({ [key.field === 'score' ? '_score' : key.field]: { order: key.direction } })),
    { id: { order: 'asc' } },
  ];
}

const bucketOrder = [{ _count: 'desc' }, { _key: 'asc' }];

/**
 * A track search is two requests in one `_msearch`: the page of hits, and the total with the
 * mood and genre counts of the whole result set. The second has `size: 0`, so OpenSearch's shard
 * request cache keeps it until the index next changes (a refresh with new writes): a repeated
 * search — every page of it, every sort — counts its facets once.
 */
export function trackSearchBodies(search: TrackSearch): { hits: Query; facets: Query } {
  const query = textQuery(search.text, TRACK_FIELDS, TRACK_WEIGHTS.exactTitle, trackFilter(search));
  return {
    hits: {
      query,
      sort: sort(trackSortKeys(search)),
      from: search.page.offset,
      size: search.page.limit,
      track_total_hits: false,
      _source: false,
    },
    facets: {
      query,
      size: 0,
      track_total_hits: true,
      aggs: {
        moods: { terms: { field: 'moodFacets', size: ALL_BUCKETS, order: bucketOrder } },
        genres: { terms: { field: 'genreFacets', size: ALL_BUCKETS, order: bucketOrder } },
      },
    },
  };
}

/** A pending sound effect (counted before its catalog event arrived) has no revision and never matches. */
const INDEXED_SOUND_EFFECT = { exists: { field: 'revision' } };

export function soundEffectSearchBody(search: SoundEffectSearch): Query {
  return {
    query: textQuery(search.text, SOUND_EFFECT_FIELDS, SOUND_EFFECT_WEIGHTS.exactTitle, [INDEXED_SOUND_EFFECT]),
    sort: sort(soundEffectSortKeys(search)),
    from: search.page.offset,
    size: search.page.limit,
    track_total_hits: true,
    _source: false,
  };
}

/** Lucene regular expressions treat these as operators; folded words rarely hold any. */
const escapeRegExp = (text: string) => text.replace(/[.?+*|{}[\]()"\\#@&<>~]/g, (c) => `\\${c}`);

export function suggestionBody(query: SuggestionQuery): Query {
  // `include` with the `map` execution: OpenSearch 2.19.1 (pinned for its k-NN plugin) fails the
  // default global-ordinals path with index_out_of_bounds_exception when a prefix regex sorts after
  // every term of a segment (opensearch-project/OpenSearch#19636, fixed in later 2.19 releases).
  // `map` reads only the few tracks the prefix filter leaves, so it costs nothing here.
  const within = (wordField: string, valueField: string, size: number, include?: string) => ({
    filter: { prefix: { [wordField]: query.prefix } },
    aggs: {
      values: {
        terms: { field: valueField, size, order: bucketOrder, ...(include ? { include, execution_hint: 'map' } : {}) },
      },
    },
  });
  const wordFields = ['titleWords', 'moodWords', 'genreWords', 'artistWords'];
  // Only tracks with some word starting with the prefix can add to any list: the aggregations
  // visit those, not every visible track.
  const startsWithPrefix = {
    bool: { should: wordFields.map((field) => ({ prefix: { [field]: query.prefix } })), minimum_should_match: 1 },
  };
  return {
    size: 0,
    query: textQuery(query.context, TRACK_FIELDS, TRACK_WEIGHTS.exactTitle, [
      ...trackFilter({ genreIds: [], moodIds: [], bpm: {} }),
      startsWithPrefix,
    ]),
    aggs: {
      words: within('titleWords', 'titleWords', query.size * 3, `${escapeRegExp(query.prefix)}.*`),
      moods: within('moodWords', 'moodNames', ALL_BUCKETS),
      genres: within('genreWords', 'genreNames', ALL_BUCKETS),
      artists: within('artistWords', 'artistNames', ALL_BUCKETS),
    },
  };
}
