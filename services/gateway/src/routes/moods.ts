import type { catalog } from '@downbeat/contracts';
import { call } from '@downbeat/platform';
import { callerOf } from '../auth/authenticate';
import type { ApiRouter } from '../http/api-router';
import { sendCatalogRead } from '../http/catalog-cache';
import { moodJson } from '../http/catalog-json';
import {
  listingSortOf,
  listingTypeOf,
  pageOf,
  sortOrderOf,
  type DetailParams,
  type ListingParams,
} from '../http/listing';
import { pageEnvelope } from '../http/pagination';
import { trackJson } from '../http/track-json';
import { inputOf } from '../http/validation';
import { CATALOG, type Upstreams } from '../upstreams/upstreams';

/** `GET /v0/moods`, `GET /v0/moods/{moodId}`. */
export function moodRoutes(api: ApiRouter, upstreams: Upstreams): void {
  api.handle('listMoods', async (request, response) => {
    const { params } = inputOf<ListingParams>(response);
    const page = pageOf(params);
    const result = await call<catalog.ListMoodsResponse__Output>(CATALOG, (options, done) =>
      upstreams.catalog.listMoods(
        {
          partnerId: callerOf(response).partnerId,
          page,
          sort: listingSortOf(params.sort),
          order: sortOrderOf(params.order),
          type: listingTypeOf(params.type),
        },
        options,
        done,
      ),
    );
    sendCatalogRead(request, response, {
      moods: result.moods.map(moodJson),
      ...pageEnvelope(request, page, result.total),
    });
  });

  api.handle('getMood', async (request, response) => {
    const { params } = inputOf<DetailParams & { moodId: string }>(response);
    const page = pageOf(params);
    const includeTracks = params.expand === 'tracks';
    const result = await call<catalog.GetMoodResponse__Output>(CATALOG, (options, done) =>
      upstreams.catalog.getMood(
        { partnerId: callerOf(response).partnerId, moodId: params.moodId, includeTracks, page },
        options,
        done,
      ),
    );
    if (!result.mood) throw new Error('catalog answered GetMood without a mood');
    sendCatalogRead(request, response, {
      ...moodJson(result.mood),
      ...(includeTracks
        ? { tracks: { tracks: result.tracks.map(trackJson), ...pageEnvelope(request, page, result.totalTracks) } }
        : {}),
    });
  });
}
