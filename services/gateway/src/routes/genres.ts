import type { catalog } from '@downbeat/contracts';
import { call } from '@downbeat/platform';
import { callerOf } from '../auth/authenticate';
import type { ApiRouter } from '../http/api-router';
import { sendCatalogRead } from '../http/catalog-cache';
import { genreDetailJson, genreListJson } from '../http/catalog-json';
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

/** `GET /v0/genres`, `GET /v0/genres/{genreId}`. */
export function genreRoutes(api: ApiRouter, upstreams: Upstreams): void {
  api.handle('listGenres', async (request, response) => {
    const { params } = inputOf<ListingParams>(response);
    const page = pageOf(params);
    const result = await call<catalog.ListGenresResponse__Output>(CATALOG, (options, done) =>
      upstreams.catalog.listGenres(
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
      genres: result.genres.map(genreListJson),
      ...pageEnvelope(request, page, result.total),
    });
  });

  api.handle('getGenre', async (request, response) => {
    const { params } = inputOf<DetailParams & { genreId: string }>(response);
    const page = pageOf(params);
    const includeTracks = params.expand === 'tracks';
    const result = await call<catalog.GetGenreResponse__Output>(CATALOG, (options, done) =>
      upstreams.catalog.getGenre(
        { partnerId: callerOf(response).partnerId, genreId: params.genreId, includeTracks, page },
        options,
        done,
      ),
    );
    if (!result.genre) throw new Error('catalog answered GetGenre without a genre');
    sendCatalogRead(request, response, {
      ...genreDetailJson(result.genre),
      ...(includeTracks
        ? { tracks: { tracks: result.tracks.map(trackJson), ...pageEnvelope(request, page, result.totalTracks) } }
        : {}),
    });
  });
}
