import type { search } from '@downbeat/contracts';
import { unary, type Logger } from '@downbeat/platform';
import { soundEffectSearch, trackSearch } from '../domain/queries';
import type { SearchEngine } from '../domain/search-engine';
import { suggest } from '../domain/suggestions';
import { soundEffectSort, sortOrder, suggestionType, trackSort } from './messages';

/** Thin translation between SearchService RPCs and the domain; no logic of its own. */
export function searchHandlers(engine: SearchEngine, logger: Logger): search.SearchServiceHandlers {
  const paging = (page: { limit: number; offset: number } | null) => ({ limit: page?.limit, offset: page?.offset });
  return {
    SearchTracks: unary(logger, async (r: search.SearchTracksRequest__Output) => {
      const results = await engine.searchTracks(
        trackSearch({
          term: r.term,
          genreIds: r.genreIds,
          moodIds: r.moodIds,
          ...(r.bpmMin === undefined ? {} : { bpmMin: r.bpmMin }),
          ...(r.bpmMax === undefined ? {} : { bpmMax: r.bpmMax }),
          sort: trackSort(r.sort),
          order: sortOrder(r.order),
          ...paging(r.page),
        }),
      );
      return { trackIds: results.ids, total: results.total, aggregations: results.aggregations };
    }),
    GetSearchSuggestions: unary(logger, async (r: search.GetSearchSuggestionsRequest__Output) => ({
      suggestions: (await suggest(engine, r.term, r.limit)).map((s) => ({ ...s, type: suggestionType(s.type) })),
    })),
    SearchSoundEffects: unary(logger, async (r: search.SearchSoundEffectsRequest__Output) => {
      const results = await engine.searchSoundEffects(
        soundEffectSearch({
          term: r.term,
          sort: soundEffectSort(r.sort),
          order: sortOrder(r.order),
          ...paging(r.page),
        }),
      );
      return { soundEffectIds: results.ids, total: results.total };
    }),
  };
}
