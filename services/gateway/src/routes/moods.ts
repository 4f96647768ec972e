import { callerOf } from '../auth/authenticate';
import type { ApiRouter } from '../http/api-router';
import type { CatalogReadCache } from '../http/catalog-cache';
import { moodJson } from '../http/catalog-json';
import { expandedTracks, listingRequest, pageOf, type DetailParams, type ListingParams } from '../http/listing';
import { pageEnvelope } from '../http/pagination';
import { inputOf } from '../http/validation';
import type { Upstreams } from '../upstreams/upstreams';

/** `GET /v0/moods`, `GET /v0/moods/{moodId}`. */
export function moodRoutes(api: ApiRouter, upstreams: Upstreams, reads: CatalogReadCache): void {
  api.handle(
    'listMoods',
    reads.of(async (request, response) => {
      const { params } = inputOf<ListingParams>(response);
      const result = await upstreams.catalog.listMoods(listingRequest(params, callerOf(response).partnerId));
      return {
        moods: result.moods.map(moodJson),
        ...pageEnvelope(request, pageOf(params), result.total),
      };
    }),
  );

  api.handle(
    'getMood',
    reads.of(async (request, response) => {
      const { params } = inputOf<DetailParams & { moodId: string }>(response);
      const includeTracks = params.expand === 'tracks';
      const detail = {
        partnerId: callerOf(response).partnerId,
        moodId: params.moodId,
        includeTracks,
        page: pageOf(params),
      };
      const result = await upstreams.catalog.getMood(detail);
      if (!result.mood) throw new Error('catalog answered GetMood without a mood');
      return {
        ...moodJson(result.mood),
        ...expandedTracks(request, params, result.tracks, result.totalTracks),
      };
    }),
  );
}
