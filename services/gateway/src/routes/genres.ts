import type { catalog } from '@downbeat/contracts';
import { call } from '@downbeat/platform';
import { callerOf } from '../auth/authenticate';
import type { ApiRouter } from '../http/api-router';
import { sendCatalogRead } from '../http/catalog-cache';
import { genreDetailJson, genreListJson } from '../http/catalog-json';
import { expandedTracks, listingRequest, pageOf, type DetailParams, type ListingParams } from '../http/listing';
import { pageEnvelope } from '../http/pagination';
import { inputOf } from '../http/validation';
import { CATALOG, type Upstreams } from '../upstreams/upstreams';

/** `GET /v0/genres`, `GET /v0/genres/{genreId}`. */
export function genreRoutes(api: ApiRouter, upstreams: Upstreams): void {
  api.handle('listGenres', async (request, response) => {
    const { params } = inputOf<ListingParams>(response);
    const result = await call<catalog.ListGenresResponse__Output>(CATALOG, (options, done) =>
      upstreams.catalog.listGenres(listingRequest(params, callerOf(response).partnerId), options, done),
    );
    sendCatalogRead(request, response, {
      genres: result.genres.map(genreListJson),
      ...pageEnvelope(request, pageOf(params), result.total),
    });
  });

  api.handle('getGenre', async (request, response) => {
    const { params } = inputOf<DetailParams & { genreId: string }>(response);
    const includeTracks = params.expand === 'tracks';
    const detail = {
      partnerId: callerOf(response).partnerId,
      genreId: params.genreId,
      includeTracks,
      page: pageOf(params),
    };
    const result = await call<catalog.GetGenreResponse__Output>(CATALOG, (options, done) =>
      upstreams.catalog.getGenre(detail, options, done),
    );
    if (!result.genre) throw new Error('catalog answered GetGenre without a genre');
    sendCatalogRead(request, response, {
      ...genreDetailJson(result.genre),
      ...expandedTracks(request, params, result.tracks, result.totalTracks),
    });
  });
}
