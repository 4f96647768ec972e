import type { common, search } from '@downbeat/contracts';

/** Query values of the search operations → the search service's enums, and its answers → the spec's JSON. */

const TRACK_SORTS: Record<string, search.TrackSort> = {
  Relevance: 'TRACK_SORT_RELEVANCE',
  Date: 'TRACK_SORT_DATE',
  Title: 'TRACK_SORT_TITLE',
  Popularity: 'TRACK_SORT_POPULARITY',
  Duration: 'TRACK_SORT_DURATION',
  BPM: 'TRACK_SORT_BPM',
};
export const trackSortOf = (sort: string): search.TrackSort => TRACK_SORTS[sort] ?? 'TRACK_SORT_RELEVANCE';

const SOUND_EFFECT_SEARCH_SORTS: Record<string, search.SoundEffectSearchSort> = {
  'best-match': 'SOUND_EFFECT_SEARCH_SORT_BEST_MATCH',
  newest: 'SOUND_EFFECT_SEARCH_SORT_NEWEST',
  popular: 'SOUND_EFFECT_SEARCH_SORT_POPULAR',
  length: 'SOUND_EFFECT_SEARCH_SORT_LENGTH',
  title: 'SOUND_EFFECT_SEARCH_SORT_TITLE',
};
export const soundEffectSearchSortOf = (sort: string): search.SoundEffectSearchSort =>
  SOUND_EFFECT_SEARCH_SORTS[sort] ?? 'SOUND_EFFECT_SEARCH_SORT_BEST_MATCH';

/** Spec 2.6: `{moods, genres}`, each `[{id, name, count}]`. */
export function aggregationsJson(aggregations: common.Aggregations__Output | null) {
  const buckets = (list: common.AggregationBucket__Output[] | undefined) =>
    (list ?? []).map((bucket) => ({ id: bucket.id, name: bucket.name, count: bucket.count }));
  return { moods: buckets(aggregations?.moods), genres: buckets(aggregations?.genres) };
}

/** Spec 2.7 with DECISIONS §2's type names: the proto enum's `SUGGESTION_TYPE_` prefix goes. */
export function suggestionJson(suggestion: search.Suggestion__Output) {
  return {
    value: suggestion.value,
    title: suggestion.title,
    type: String(suggestion.type).replace(/^SUGGESTION_TYPE_/, ''),
  };
}

/** Hydrated items in the order of the ids; ids the catalog no longer knows (just unpublished) are left out. */
export function inRankOrder<T extends { id: string }>(rankedIds: string[], items: T[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return rankedIds.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}
