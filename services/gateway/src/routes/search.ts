import { callerOf } from '../auth/authenticate';
import type { ApiRouter } from '../http/api-router';
import type { CatalogReadCache } from '../http/catalog-cache';
import { pageOf, sortOrderOf } from '../http/listing';
import { pageEnvelope } from '../http/pagination';
import {
  aggregationsJson,
  inRankOrder,
  soundEffectSearchSortOf,
  suggestionJson,
  trackSortOf,
} from '../http/search-json';
import { soundEffectJson } from '../http/sound-effect-json';
import { trackJson } from '../http/track-json';
import { hydrateTracks } from '../upstreams/track-hydration';
import type { Upstreams } from '../upstreams/upstreams';

/**
 * Search tracks, suggestions and search sound effects: the search service ranks ids, the catalog
 * hydrates them (and decides `isPreviewOnly` for the partner), in the search service's order.
 * Answers are kept briefly per partner and URL (`reads`, see GatewaySettings.searchCache): the
 * searches partners repeat — popular terms, the prefixes of autocomplete — are answered from memory.
 */
export function searchRoutes(api: ApiRouter, upstreams: Upstreams, reads: CatalogReadCache): void {
  api.handle(
    'searchTracks',
    reads.of(async (request, response, { params }) => {
      const partnerId = callerOf(response).partnerId;
      const page = pageOf(params);
      const found = await upstreams.search.searchTracks({
        partnerId,
        page,
        term: params.term ?? '',
        genreIds: params.genre ?? [],
        moodIds: params.mood ?? [],
        // Checked by search (bpmMin ≤ bpmMax), as the catalog checks the listing's.
        ...(params.bpmMin === undefined ? {} : { bpmMin: params.bpmMin }),
        ...(params.bpmMax === undefined ? {} : { bpmMax: params.bpmMax }),
        sort: trackSortOf(params.sort),
        order: sortOrderOf(params.order),
      });
      const tracks = await hydrateTracks(upstreams, partnerId, found.trackIds);
      return {
        tracks: tracks.map(trackJson),
        ...pageEnvelope(request, page, found.total),
        aggregations: aggregationsJson(found.aggregations),
      };
    }),
  );

  api.handle(
    'getSearchSuggestions',
    reads.of(async (_request, response, { params }) => {
      const result = await upstreams.search.getSearchSuggestions({
        partnerId: callerOf(response).partnerId,
        term: params.term ?? '',
      });
      return { suggestions: result.suggestions.map(suggestionJson) };
    }),
  );

  api.handle(
    'searchSoundEffects',
    reads.of(async (request, response, { params }) => {
      const partnerId = callerOf(response).partnerId;
      const page = pageOf(params);
      const found = await upstreams.search.searchSoundEffects({
        partnerId,
        page,
        term: params.term ?? '',
        sort: soundEffectSearchSortOf(params.sort),
        order: sortOrderOf(params.order),
      });
      const soundEffects = await hydrateSoundEffects(upstreams, partnerId, found.soundEffectIds);
      return {
        soundEffects: soundEffects.map(soundEffectJson),
        ...pageEnvelope(request, page, found.total),
      };
    }),
  );
}

async function hydrateSoundEffects(upstreams: Upstreams, partnerId: string, soundEffectIds: string[]) {
  if (soundEffectIds.length === 0) return [];
  const { soundEffects } = await upstreams.catalog.batchGetSoundEffects({ partnerId, soundEffectIds });
  return inRankOrder(soundEffectIds, soundEffects);
}
