import { callerOf } from '../auth/authenticate';
import type { ApiRouter } from '../http/api-router';
import type { CatalogReadCache } from '../http/catalog-cache';
import { collectionJson } from '../http/catalog-json';
import { pageOf } from '../http/listing';
import { pageEnvelope } from '../http/pagination';
import type { Upstreams } from '../upstreams/upstreams';

/** `GET /v0/collections`, `GET /v0/collections/{collectionId}`. */
export function collectionRoutes(api: ApiRouter, upstreams: Upstreams, reads: CatalogReadCache): void {
  api.handle(
    'listCollections',
    reads.of(async (request, response, { params }) => {
      const page = pageOf(params);
      const withTracks = params.excludeField !== 'tracks';
      const result = await upstreams.catalog.listCollections({
        partnerId: callerOf(response).partnerId,
        page,
        excludeTracks: !withTracks,
      });
      return {
        collections: result.collections.map((collection) => collectionJson(collection, withTracks)),
        ...pageEnvelope(request, page, result.total),
      };
    }),
  );

  api.handle(
    'getCollection',
    reads.of(async (request, response, { params }) => {
      const page = pageOf(params);
      const { collection } = await upstreams.catalog.getCollection({
        partnerId: callerOf(response).partnerId,
        collectionId: params.collectionId,
        page,
      });
      if (!collection) throw new Error('catalog answered GetCollection without a collection');
      return {
        ...collectionJson(collection, true),
        ...pageEnvelope(request, page, collection.totalTracks),
      };
    }),
  );
}
