import { inRankOrder } from '../http/search-json';
import type { Upstreams } from './upstreams';

/**
 * Tracks by id from the catalog, as this partner sees them (`isPreviewOnly`), in the order given:
 * services that rank (search, similarity) answer ids, the catalog owns what a track looks like.
 * Ids the catalog no longer has are left out.
 */
export async function hydrateTracks(upstreams: Upstreams, partnerId: string, trackIds: string[]) {
  if (trackIds.length === 0) return [];
  const { tracks } = await upstreams.catalog.batchGetTracks({ partnerId, trackIds });
  return inRankOrder(trackIds, tracks);
}
