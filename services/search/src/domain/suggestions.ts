/**
 * Autocomplete for the track search box: the last typed word is completed from the catalog's
 * title words, mood and genre names and artists, among tracks that match the words before it.
 * Each suggestion's `value` is the whole term to search with, so choosing it finds tracks.
 */
import { invalidArgument } from '@downbeat/platform';
import type { Candidate, SearchEngine, SuggestionCandidates } from './search-engine';
import { textQuery } from './queries';
import { ENGLISH_STOP_WORDS, words } from './text-analysis';

export type SuggestionType = 'TEXT' | 'MOOD' | 'GENRE' | 'ARTIST';

export interface Suggestion {
  value: string;
  title: string;
  type: SuggestionType;
}

export const SUGGESTION_LIMITS = { defaultLimit: 10, maxLimit: 25 };

/** Of a full list, how many of each type, in the order shown: completions first. */
const QUOTA: ReadonlyArray<[SuggestionType, number]> = [
  ['TEXT', 0.4],
  ['MOOD', 0.2],
  ['GENRE', 0.2],
  ['ARTIST', 0.2],
];

export async function suggest(engine: SearchEngine, term: string, requestedLimit = 0): Promise<Suggestion[]> {
  const limit = requestedLimit || SUGGESTION_LIMITS.defaultLimit;
  if (!Number.isInteger(limit) || limit < 1 || limit > SUGGESTION_LIMITS.maxLimit)
    throw invalidArgument('Bad request', [
      { key: 'limit', messages: [`must be an integer from 1 to ${SUGGESTION_LIMITS.maxLimit}`] },
    ]);
  const typed = words(term);
  const prefix = typed.at(-1);
  if (prefix === undefined) return [];
  const before = typed.slice(0, -1).join(' ');
  const candidates = await engine.suggestionCandidates({ context: textQuery(before), prefix, size: limit });
  return assemble(candidates, prefix, before, limit);
}

/** Pure: the engine's candidates → the suggestions shown, deduplicated, per-type quotas, then filled. */
export function assemble(candidates: SuggestionCandidates, prefix: string, before: string, limit: number) {
  const startsWord = (name: string) => words(name).some((word) => word.startsWith(prefix));
  const byType: Record<SuggestionType, Candidate[]> = {
    TEXT: ranked(candidates.words.filter((c) => c.value.startsWith(prefix) && !ENGLISH_STOP_WORDS.has(c.value))),
    MOOD: ranked(candidates.moods.filter((c) => startsWord(c.value))),
    GENRE: ranked(candidates.genres.filter((c) => startsWord(c.value))),
    ARTIST: ranked(candidates.artists.filter((c) => startsWord(c.value))),
  };
  const chosen: Suggestion[] = [];
  const seen = new Set<string>();
  const take = (type: SuggestionType, max: number) => {
    for (const candidate of byType[type]) {
      if (chosen.length >= limit || max <= 0) return;
      const value = before ? `${before} ${candidate.value}` : candidate.value;
      const key = `${type}\u0000${words(value).join(' ')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      chosen.push({ value, title: value, type });
      max--;
    }
  };
  for (const [type, share] of QUOTA) take(type, Math.max(1, Math.round(limit * share)));
  for (const [type] of QUOTA) take(type, limit);
  return order(chosen);
}

/** Most frequent first, then alphabetical (by code unit, as the engines order their buckets). */
function ranked(candidates: Candidate[]): Candidate[] {
  return [...candidates].sort((a, b) => b.count - a.count || compare(a.value, b.value));
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Shown grouped by type in QUOTA order, whichever pass picked them. */
function order(suggestions: Suggestion[]): Suggestion[] {
  const rank = new Map(QUOTA.map(([type], index) => [type, index]));
  return suggestions
    .map((suggestion, index) => ({ suggestion, index }))
    .sort((a, b) => rank.get(a.suggestion.type)! - rank.get(b.suggestion.type)! || a.index - b.index)
    .map(({ suggestion }) => suggestion);
}
