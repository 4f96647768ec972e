import { invalidArgument } from '@downbeat/platform';
import { callerOf } from '../auth/authenticate';
import type { ApiRouter } from '../http/api-router';
import type { CatalogReadCache } from '../http/catalog-cache';
import { trackParametersJson } from '../http/catalog-json';
import { pageOf } from '../http/listing';
import { pageEnvelope } from '../http/pagination';
import { trackJson } from '../http/track-json';
import type { Upstreams } from '../upstreams/upstreams';

/** `GET /v0/tracks`, `GET /v0/tracks/metadata`, `GET /v0/tracks/parameters`. */
export function trackRoutes(api: ApiRouter, upstreams: Upstreams, reads: CatalogReadCache): void {
  api.handle(
    'listTracks',
    reads.of(async (request, response, { params }) => {
      if (params.bpmMin !== undefined && params.bpmMax !== undefined && params.bpmMin > params.bpmMax) {
        throw invalidArgument('Bad request', [{ key: 'bpmMin', messages: ['must not be greater than bpmMax'] }]);
      }
      const page = pageOf(params);
      const result = await upstreams.catalog.listTracks({
        partnerId: callerOf(response).partnerId,
        page,
        genreIds: params.genre ?? [],
        moodIds: params.mood ?? [],
        ...(params.bpmMin === undefined ? {} : { bpmMin: params.bpmMin }),
        ...(params.bpmMax === undefined ? {} : { bpmMax: params.bpmMax }),
      });
      return {
        tracks: result.tracks.map(trackJson),
        ...pageEnvelope(request, page, result.total),
      };
    }),
  );

  api.handle(
    'getTrackMetadata',
    reads.of(async (request, response, { params }) => {
      const result = await upstreams.catalog.batchGetTracks({
        partnerId: callerOf(response).partnerId,
        trackIds: params.trackId,
      });
      return result.tracks.map(trackJson);
    }),
  );

  api.handle(
    'getTrackParameters',
    reads.of(async (request, response) => {
      const result = await upstreams.catalog.getTrackParameters({ partnerId: callerOf(response).partnerId });
      return trackParametersJson(result);
    }),
  );
}
