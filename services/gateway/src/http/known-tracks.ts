import { invalidArgument, notFound } from '@downbeat/platform';
import type { Upstreams } from '../upstreams/upstreams';

/** The ids among `trackIds` that the catalog does not know (or has unpublished), in request order. */
async function missingTracks(upstreams: Upstreams, partnerId: string, trackIds: string[]): Promise<string[]> {
  const { missingTrackIds } = await upstreams.catalog.batchGetTracks({ partnerId, trackIds: [...new Set(trackIds)] });
  const missing = new Set(missingTrackIds);
  return trackIds.filter((id) => missing.has(id));
}

/** A path's track id must be a catalog track: 404 `Track was not found`. */
export async function requireTrack(upstreams: Upstreams, partnerId: string, trackId: string): Promise<void> {
  if ((await missingTracks(upstreams, partnerId, [trackId])).length > 0) throw notFound('Track was not found');
}

/** A body's list of track ids must hold catalog tracks only: 400 naming each unknown one by index. */
export async function requireTracks(
  upstreams: Upstreams,
  partnerId: string,
  trackIds: string[],
  field: string,
): Promise<void> {
  const missing = new Set(await missingTracks(upstreams, partnerId, trackIds));
  if (missing.size === 0) return;
  throw invalidArgument(
    'Bad request',
    trackIds.flatMap((id, index) =>
      missing.has(id) ? [{ key: `${field}[${index}]`, messages: [`is not a track in the catalog: ${id}`] }] : [],
    ),
  );
}
