import type { catalog } from '@downbeat/contracts';
import { call } from '@downbeat/platform';
import { callerOf } from '../auth/authenticate';
import type { ApiRouter } from '../http/api-router';
import { sendCatalogRead } from '../http/catalog-cache';
import { moodJson } from '../http/catalog-json';
import { expandedTracks, listingRequest, pageOf, type DetailParams, type ListingParams } from '../http/listing';
import { pageEnvelope } from '../http/pagination';
import { inputOf } from '../http/validation';
import { CATALOG, type Upstreams } from '../upstreams/upstreams';

/** `GET /v0/moods`, `GET /v0/moods/{moodId}`. */
export function moodRoutes(api: ApiRouter, upstreams: Upstreams): void {
  api.handle('listMoods', async (request, response) => {
    const { params } = inputOf<ListingParams>(response);
    const result = await call<catalog.ListMoodsResponse__Output>(CATALOG, (options, done) =>
      upstreams.catalog.listMoods(listingRequest(params, callerOf(response).partnerId), options, done),
    );
    sendCatalogRead(request, response, {
      moods: result.moods.map(moodJson),
      ...pageEnvelope(request, pageOf(params), result.total),
    });
  });

  api.handle('getMood', async (request, response) => {
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
    sendCatalogRead(request, response, {
      ...moodJson(result.mood),
      ...expandedTracks(request, params, result.tracks, result.totalTracks),
    });
  });
}
