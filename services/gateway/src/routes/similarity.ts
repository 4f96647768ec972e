import type { similarity } from '@downbeat/contracts';
import type { Request, Response } from 'express';
import { callerOf } from '../auth/authenticate';
import type { ApiRouter } from '../http/api-router';
import { pageOf } from '../http/listing';
import { pageEnvelope } from '../http/pagination';
import { aggregationsJson } from '../http/search-json';
import { trackJson } from '../http/track-json';
import type { GatewayInputs } from '../openapi/document';
import { hydrateTracks } from '../upstreams/track-hydration';
import { configured, SIMILARITY, type Upstreams } from '../upstreams/upstreams';

/**
 * Similar tracks, similar sections and tracks that fit a picture: similarity ranks ids (and places
 * sections), the catalog hydrates the tracks as the partner sees them, in similarity's order.
 */

/** The first question about a new upload describes it (decode, embeddings): seconds, not milliseconds. */
const SECTIONS_DEADLINE_MS = 30_000;
const IMAGE_DEADLINE_MS = 10_000;

export function similarityRoutes(api: ApiRouter, upstreams: Upstreams): void {
  const client = () => configured(upstreams.similarity, SIMILARITY);

  api.handle('getSimilarTracks', async (request, response, { params }) => {
    const partnerId = callerOf(response).partnerId;
    const page = pageOf(params);
    const found = await client().findSimilarTracks({ partnerId, trackId: params.trackId, page });
    const tracks = await hydrateTracks(upstreams, partnerId, found.trackIds);
    response.json({ tracks: tracks.map(trackJson), ...pageEnvelope(request, page, found.total) });
  });

  const sections = async (
    request: Request,
    response: Response,
    params: GatewayInputs['getSimilarSectionsOfTrack' | 'getSimilarSectionsOfUpload']['params'],
    reference: Pick<similarity.FindSimilarSectionsRequest, 'trackId' | 'audioUploadId'>,
  ) => {
    const partnerId = callerOf(response).partnerId;
    const page = pageOf(params);
    const found = await client().findSimilarSections(
      { partnerId, ...reference, startMs: params.start, endMs: params.end, page },
      { deadlineMs: SECTIONS_DEADLINE_MS },
    );
    const tracks = new Map(
      (
        await hydrateTracks(
          upstreams,
          partnerId,
          found.trackSections.map((section) => section.trackId),
        )
      ).map((track) => [track.id, track]),
    );
    response.json({
      trackSections: found.trackSections.flatMap((section) => {
        const track = tracks.get(section.trackId);
        return track ? [{ track: trackJson(track), start: section.startMs, end: section.endMs }] : [];
      }),
      ...pageEnvelope(request, page, found.total),
    });
  };

  api.handle('getSimilarSectionsOfTrack', (request, response, { params }) =>
    sections(request, response, params, { trackId: params.trackId }),
  );

  api.handle('getSimilarSectionsOfUpload', (request, response, { params }) =>
    sections(request, response, params, { audioUploadId: params.audioUploadId }),
  );

  api.handle('getTracksMatchingImage', async (request, response, { params }) => {
    const caller = callerOf(response);
    const page = pageOf(params);
    const found = await client().findTracksMatchingImage(
      {
        partnerId: caller.partnerId,
        userId: caller.userId ?? '',
        imageId: params.imageId,
        genreIds: params.genre ?? [],
        moodIds: params.mood ?? [],
        page,
      },
      { deadlineMs: IMAGE_DEADLINE_MS },
    );
    const tracks = await hydrateTracks(upstreams, caller.partnerId, found.trackIds);
    response.json({
      tracks: tracks.map(trackJson),
      ...pageEnvelope(request, page, found.total),
      aggregations: aggregationsJson(found.aggregations),
    });
  });
}
