import type { catalog } from '@downbeat/contracts';
import { call } from '@downbeat/platform';
import { inRankOrder } from '../http/search-json';
import { CATALOG, type Upstreams } from './upstreams';

/**
 * Tracks by id from the catalog, as this partner sees them (`isPreviewOnly`), in the order given:
 * services that rank (search, similarity) answer ids, the catalog owns what a track looks like.
 * Ids the catalog no longer has are left out.
 */
export async function hydrateTracks(upstreams: Upstreams, partnerId: string, trackIds: string[]) {
  if (trackIds.length === 0) return [];
  const { tracks } = await call<catalog.BatchGetTracksResponse__Output>(CATALOG, (options, done) =>
    upstreams.catalog.batchGetTracks({ partnerId, trackIds }, options, done),
  );
  return inRankOrder(trackIds, tracks);
}
