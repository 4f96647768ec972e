/**
 * The questions the search service answers, validated and with defaults, independent of engine.
 * Ranking rules live here too, so both engines rank by the same numbers.
 */
import { invalidArgument, type FieldViolation } from '@downbeat/platform';
import { ENGLISH_STOP_WORDS, normalizedPhrase, stem, words } from './text-analysis';

export type Order = 'asc' | 'desc';
export type TrackSort = 'relevance' | 'date' | 'title' | 'popularity' | 'duration' | 'bpm';
export type SoundEffectSort = 'best-match' | 'newest' | 'popular' | 'length' | 'title';

export interface Page {
  limit: number;
  offset: number;
}

export interface TrackSearch {
  /** The analysed words of the term; empty: every visible track matches. */
  text: TextQuery;
  genreIds: string[];
  moodIds: string[];
  /** Inclusive BPM bounds; a track without a BPM is outside any bounded range. */
  bpm: BpmRange;
  sort: TrackSort;
  order: Order;
  page: Page;
}

export interface SoundEffectSearch {
  text: TextQuery;
  sort: SoundEffectSort;
  order: Order;
  page: Page;
}

/**
 * A search term as both engines read it. Every query term must match the document in some field
 * (exactly, by a typo, or — the last word only — as a prefix); the score adds up how well.
 */
export interface TextQuery {
  /** One per word that is not a stop word, in typed order; each must match. */
  clauses: TermClause[];
  /** The folded, collapsed term, for the exact-title bonus. */
  phrase: string;
}

export interface TermClause {
  /** The stemmed word, matched exactly or within `allowedEdits(term)` typos. */
  term: string;
  /** The last typed word only, folded and unstemmed: it may be unfinished ("rel" → "relaxing"). */
  prefix?: string;
}

/**
 * Score of one query term, by where and how it matched (the best field counts). The bonus for an
 * exact title is added once. Integers, so that both engines add them up without rounding drift.
 */
export const TRACK_WEIGHTS = {
  exactTitle: 40,
  title: { exact: 10, fuzzy: 6, prefix: 4 },
  artists: { exact: 8, fuzzy: 5, prefix: 3 },
  moods: { exact: 6, fuzzy: 4, prefix: 2 },
  genres: { exact: 6, fuzzy: 4, prefix: 2 },
} as const;

export const SOUND_EFFECT_WEIGHTS = {
  exactTitle: 40,
  title: { exact: 10, fuzzy: 6, prefix: 4 },
  categories: { exact: 6, fuzzy: 4, prefix: 2 },
} as const;

export type FieldWeights = { exact: number; fuzzy: number; prefix: number };

export const TRACK_SEARCH_LIMITS = { defaultLimit: 50, maxLimit: 60 };
export const SOUND_EFFECT_SEARCH_LIMITS = { defaultLimit: 50, maxLimit: 60 };

/** Shortest unfinished word that is also matched as a prefix: "ro" would match half the catalog. */
export const MIN_PREFIX_LENGTH = 3;

export function textQuery(term: string | undefined): TextQuery {
  const typed = words(term ?? '').filter((word) => !ENGLISH_STOP_WORDS.has(word));
  const clauses = typed.map((word, index): TermClause => {
    const clause: TermClause = { term: stem(word) };
    if (index === typed.length - 1 && word.length >= MIN_PREFIX_LENGTH) clause.prefix = word;
    return clause;
  });
  return { clauses, phrase: normalizedPhrase(term ?? '') };
}

export function isEmptyText(text: TextQuery): boolean {
  return text.clauses.length === 0;
}

export interface BpmRange {
  min?: number;
  max?: number;
}

export interface TrackSearchRequest {
  term?: string;
  genreIds?: string[];
  moodIds?: string[];
  bpmMin?: number;
  bpmMax?: number;
  sort?: TrackSort;
  order?: Order;
  limit?: number;
  offset?: number;
}

export function trackSearch(request: TrackSearchRequest): TrackSearch {
  return {
    text: textQuery(request.term),
    genreIds: unique(request.genreIds),
    moodIds: unique(request.moodIds),
    bpm: bpmRange(request),
    sort: request.sort ?? 'relevance',
    order: request.order ?? 'asc',
    page: page(request, TRACK_SEARCH_LIMITS),
  };
}

export interface SoundEffectSearchRequest {
  term?: string;
  sort?: SoundEffectSort;
  order?: Order;
  limit?: number;
  offset?: number;
}

export function soundEffectSearch(request: SoundEffectSearchRequest): SoundEffectSearch {
  return {
    text: textQuery(request.term),
    sort: request.sort ?? 'best-match',
    order: request.order ?? 'asc',
    page: page(request, SOUND_EFFECT_SEARCH_LIMITS),
  };
}

/** `limit` 0 or absent: the default. Over the maximum or negative: invalid (DECISIONS §2, no clamp). */
export function page(
  request: { limit?: number; offset?: number },
  limits: { defaultLimit: number; maxLimit: number },
): Page {
  const violations: FieldViolation[] = [];
  const limit = request.limit || limits.defaultLimit;
  const offset = request.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > limits.maxLimit)
    violations.push({ key: 'limit', messages: [`must be an integer from 1 to ${limits.maxLimit}`] });
  if (!Number.isInteger(offset) || offset < 0)
    violations.push({ key: 'offset', messages: ['must be a non-negative integer'] });
  if (violations.length > 0) throw invalidArgument('Bad request', violations);
  return { limit, offset };
}

function bpmRange(request: { bpmMin?: number; bpmMax?: number }): BpmRange {
  const { bpmMin: min, bpmMax: max } = request;
  const violations: FieldViolation[] = [];
  for (const [key, value] of [
    ['bpmMin', min],
    ['bpmMax', max],
  ] as const)
    if (value !== undefined && (!Number.isInteger(value) || value < 0))
      violations.push({ key, messages: ['must be a non-negative integer'] });
  if (min !== undefined && max !== undefined && min > max)
    violations.push({ key: 'bpmMin', messages: ['must not be greater than bpmMax'] });
  if (violations.length > 0) throw invalidArgument('Bad request', violations);
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

/** Whether a track's BPM is within the range (no BPM is within an unbounded range only). */
export function inBpmRange(bpm: number | null, range: BpmRange): boolean {
  if (range.min === undefined && range.max === undefined) return true;
  if (bpm === null) return false;
  return (range.min === undefined || bpm >= range.min) && (range.max === undefined || bpm <= range.max);
}

function unique(values: string[] | undefined): string[] {
  return [...new Set((values ?? []).filter((value) => value.length > 0))];
}

/** One key of a result ordering; the engines apply the list in order and end with the id ascending. */
export interface SortKey<Field extends string> {
  field: Field;
  direction: Order;
}

export type TrackSortField = 'score' | 'added' | 'titlePhrase' | 'popularity' | 'lengthSeconds' | 'bpm';
export type SoundEffectSortField = 'score' | 'added' | 'popularity' | 'lengthSeconds' | 'titlePhrase';

/**
 * Rank-named sorts (relevance, best match, newest, popular/popularity) read `asc` as rank order,
 * as the catalog's `newest` does; `desc` reverses. Date, title, length/duration and BPM sort by
 * value; a track without a BPM comes last either way (OpenSearch's `missing: _last`).
 */
export function trackSortKeys(search: Pick<TrackSearch, 'sort' | 'order' | 'text'>): SortKey<TrackSortField>[] {
  const relevance: SortKey<TrackSortField>[] = isEmptyText(search.text)
    ? [{ field: 'added', direction: 'desc' }]
    : [
        { field: 'score', direction: 'desc' },
        { field: 'added', direction: 'desc' },
      ];
  const bySort: Record<TrackSort, SortKey<TrackSortField>[]> = {
    relevance,
    date: [{ field: 'added', direction: 'asc' }],
    title: [{ field: 'titlePhrase', direction: 'asc' }],
    popularity: [{ field: 'popularity', direction: 'desc' }, ...relevance],
    duration: [{ field: 'lengthSeconds', direction: 'asc' }],
    bpm: [{ field: 'bpm', direction: 'asc' }],
  };
  const keys = bySort[search.sort];
  return search.order === 'desc' ? keys.map(flip) : keys;
}

export function soundEffectSortKeys(
  search: Pick<SoundEffectSearch, 'sort' | 'order' | 'text'>,
): SortKey<SoundEffectSortField>[] {
  const byRank: Record<SoundEffectSort, SortKey<SoundEffectSortField>[]> = {
    'best-match': isEmptyText(search.text)
      ? [{ field: 'added', direction: 'desc' }]
      : [
          { field: 'score', direction: 'desc' },
          { field: 'added', direction: 'desc' },
        ],
    newest: [{ field: 'added', direction: 'desc' }],
    popular: [
      { field: 'popularity', direction: 'desc' },
      { field: 'added', direction: 'desc' },
    ],
    length: [{ field: 'lengthSeconds', direction: 'asc' }],
    title: [{ field: 'titlePhrase', direction: 'asc' }],
  };
  const keys = byRank[search.sort];
  return search.order === 'desc' ? keys.map(flip) : keys;
}

function flip<Field extends string>(key: SortKey<Field>): SortKey<Field> {
  return { field: key.field, direction: key.direction === 'asc' ? 'desc' : 'asc' };
}
