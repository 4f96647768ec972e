import type { Response } from 'express';
import { forbidden, isDomainError } from '@downbeat/platform';
import { callerOf } from '../auth/authenticate';
import type { ApiRouter } from '../http/api-router';
import { requireTrack } from '../http/known-tracks';
import { pageEnvelope } from '../http/pagination';
import { inRankOrder } from '../http/search-json';
import { trackJson } from '../http/track-json';
import { LIKED_TRACKS_PAGE_SIZE } from '../openapi/liked-tracks';
import type { Upstreams } from '../upstreams/upstreams';

const NOT_CONNECTED = 'Liked tracks are only available to connected users; this user has not connected an account';

/** `GET /v0/users/me/liked/tracks`, and `PUT`/`DELETE /v0/users/me/liked/tracks/{trackId}` (our addition). */
export function likedTrackRoutes(api: ApiRouter, upstreams: Upstreams): void {
  api.handle('listLikedTracks', async (request, response, { params }) => {
    const user = userOf(response);
    const page = { limit: LIKED_TRACKS_PAGE_SIZE, offset: params.offset };
    const liked = await connectedOnly(upstreams.accounts.listLikedTracks({ ...user, page }));
    const tracks =
      liked.trackIds.length === 0
        ? []
        : (await upstreams.catalog.batchGetTracks({ partnerId: user.partnerId, trackIds: liked.trackIds })).tracks;
    response.set('Cache-Control', 'private, no-cache').json({
      tracks: inRankOrder(liked.trackIds, tracks).map(trackJson),
      ...pageEnvelope(request, page, liked.total),
    });
  });

  api.handle('likeTrack', async (_request, response, { params }) => {
    // A like of an unknown id would sit in the list as a slot no page can show.
    await requireTrack(upstreams, callerOf(response).partnerId, params.trackId);
    await connectedOnly(upstreams.accounts.addLikedTrack({ ...userOf(response), trackId: params.trackId }));
    response.set('Cache-Control', 'no-store').json({ trackId: params.trackId, liked: true });
  });

  api.handle('unlikeTrack', async (_request, response, { params }) => {
    await upstreams.accounts.removeLikedTrack({ ...userOf(response), trackId: params.trackId });
    response.set('Cache-Control', 'no-store').json({ trackId: params.trackId, liked: false });
  });
}

function userOf(response: Response): { partnerId: string; userId: string } {
  const caller = callerOf(response);
  return { partnerId: caller.partnerId, userId: caller.userId ?? '' };
}

/** Accounts says FAILED_PRECONDITION for a user who is not connected; the public API says 403. */
async function connectedOnly<T>(answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    if (isDomainError(error, 'failed-precondition')) throw forbidden(NOT_CONNECTED);
    throw error;
  }
}
