import { Router } from 'express';
import type { catalog } from '@downbeat/contracts';
import { call } from '@downbeat/platform';
import { authenticate, callerOf } from '../auth/authenticate';
import type { TokenVerifier } from '../auth/token-verifier';
import { pageEnvelope, readPage } from '../http/pagination';
import { trackJson } from '../http/track-json';
import type { Upstreams } from '../upstreams/upstreams';

const CATALOG = 'catalog service';
/** Section 8: list tracks, default 50, max 100. */
const TRACK_LIST_LIMITS = { defaultLimit: 50, maxLimit: 100 };

/** `GET /v0/tracks`. */
export function trackRoutes(upstreams: Upstreams, verifier: TokenVerifier): Router {
  const router = Router();
  router.get('/v0/tracks', authenticate(verifier, ['partner', 'user']), async (request, response) => {
    const page = readPage(request, TRACK_LIST_LIMITS);
    const caller = callerOf(response);
    const result = await call<catalog.ListTracksResponse__Output>(CATALOG, (options, done) =>
      upstreams.catalog.listTracks({ partnerId: caller.partnerId, page }, options, done),
    );
    response.json({ tracks: result.tracks.map(trackJson), ...pageEnvelope(request, page, result.total) });
  });
  return router;
}
