import { callerOf } from '../auth/authenticate';
import type { ApiRouter } from '../http/api-router';
import type { CatalogReadCache } from '../http/catalog-cache';
import { genreDetailJson, genreListJson } from '../http/catalog-json';
import { expandedTracks, listingRequest, pageOf, type DetailParams, type ListingParams } from '../http/listing';
import { pageEnvelope } from '../http/pagination';
import { inputOf } from '../http/validation';
import type { Upstreams } from '../upstreams/upstreams';

/** `GET /v0/genres`, `GET /v0/genres/{genreId}`. */
export function genreRoutes(api: ApiRouter, upstreams: Upstreams, reads: CatalogReadCache): void {
  api.handle(
    'listGenres',
    reads.of(async (request, response) => {
      const { params } = inputOf<ListingParams>(response);
      const result = await upstreams.catalog.listGenres(listingRequest(params, callerOf(response).partnerId));
      return {
        genres: result.genres.map(genreListJson),
        ...pageEnvelope(request, pageOf(params), result.total),
      };
    }),
  );

  api.handle(
    'getGenre',
    reads.of(async (request, response) => {
      const { params } = inputOf<DetailParams & { genreId: string }>(response);
      const includeTracks = params.expand === 'tracks';
      const detail = {
        partnerId: callerOf(response).partnerId,
        genreId: params.genreId,
        includeTracks,
        page: pageOf(params),
      };
      const result = await upstreams.catalog.getGenre(detail);
      if (!result.genre) throw new Error('catalog answered GetGenre without a genre');
      return {
        ...genreDetailJson(result.genre),
        ...expandedTracks(request, params, result.tracks, result.totalTracks),
      };
    }),
  );
}
