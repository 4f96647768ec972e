import type { catalog } from '@downbeat/contracts';
import { call } from '@downbeat/platform';
import { callerOf } from '../auth/authenticate';
import type { ApiRouter } from '../http/api-router';
import type { CatalogReadCache } from '../http/catalog-cache';
import { moodJson } from '../http/catalog-json';
import { expandedTracks, listingRequest, pageOf, type DetailParams, type ListingParams } from '../http/listing';
import { pageEnvelope } from '../http/pagination';
import { inputOf } from '../http/validation';
import { CATALOG, type Upstreams } from '../upstreams/upstreams';

/** `GET /v0/moods`, `GET /v0/moods/{moodId}`. */
export function moodRoutes(api: ApiRouter, upstreams: Upstreams, reads: CatalogReadCache): void {
  api.handle(
    'listMoods',
    reads.of(async (request, response) => {
      const { params } = inputOf<ListingParams>(response);
      const result = await call<catalog.ListMoodsResponse__Output>(CATALOG, (options, done) =>
        upstreams.catalog.listMoods(listingRequest(params, callerOf(response).partnerId), options, done),
      );
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
      const result = await call<catalog.GetMoodResponse__Output>(CATALOG, (options, done) =>
        upstreams.catalog.getMood(detail, options, done),
      );
      if (!result.mood) throw new Error('catalog answered GetMood without a mood');
      return {
        ...moodJson(result.mood),
        ...expandedTracks(request, params, result.tracks, result.totalTracks),
      };
    }),
  );
}
