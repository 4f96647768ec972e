import type { Response } from 'express';
import { fromTimestamp, type catalog, type media, type protobuf } from '@downbeat/contracts';
import { forbidden, notFound } from '@downbeat/platform';
import { callerOf } from '../auth/authenticate';
import type { ApiRouter } from '../http/api-router';
import type { GatewayInputs } from '../openapi/document';
import { NO_DOWNLOAD_ACCESS } from '../openapi/media';
import { configured, MEDIA, type Upstreams } from '../upstreams/upstreams';

const QUALITY: Record<GatewayInputs['downloadTrack']['params']['quality'], media.DownloadQuality> = {
  normal: 'DOWNLOAD_QUALITY_NORMAL',
  high: 'DOWNLOAD_QUALITY_HIGH',
};

/**
 * Stream URL, HLS cookie, track and sound-effect downloads. Catalog says whether the track exists
 * for the partner and whether the user may download it (GetDownloadAccess: the catalog asks
 * accounts about premium access); media signs the link. Signed links are personal: never cached.
 */
export function mediaRoutes(api: ApiRouter, upstreams: Upstreams): void {
  const client = () => configured(upstreams.media, MEDIA);

  api.handle('getTrackStream', async (_request, response, { params }) => {
    const track = await visibleTrack(upstreams, response, params.trackId);
    const answer = await client().getTrackStream(mediaCaller(response, track.id));
    noStore(response).json({ url: answer.url, expires: isoOf(answer.expires) });
  });

  api.handle('getTrackHlsAccess', async (_request, response, { params }) => {
    const track = await visibleTrack(upstreams, response, params.trackId);
    const answer = await client().getHlsAccess(mediaCaller(response, track.id));
    const cookie = answer.cookie;
    if (!cookie) throw new Error('media answered GetHlsAccess without a cookie');
    noStore(response).json({
      url: answer.url,
      cookie: {
        name: cookie.name,
        domain: cookie.domain,
        path: cookie.path,
        value: cookie.value,
        expires: isoOf(cookie.expires),
      },
    });
  });

  api.handle('downloadTrack', async (_request, response, { params }) => {
    const trackId = await downloadableTrackId(upstreams, response, params.trackId);
    const answer = await client().getTrackDownload({
      ...mediaCaller(response, trackId),
      format: 'DOWNLOAD_FORMAT_MP3',
      quality: QUALITY[params.quality],
    });
    noStore(response).json({ url: answer.url, expires: isoOf(answer.expires) });
  });

  api.handle('downloadSoundEffect', async (_request, response, { params }) => {
    const caller = callerOf(response);
    const found = await upstreams.catalog.batchGetSoundEffects({
      partnerId: caller.partnerId,
      soundEffectIds: [params.trackId],
    });
    const soundEffect = found.soundEffects[0];
    if (!soundEffect) throw notFound('Sound effect was not found');
    const answer = await client().getSoundEffectDownload({
      partnerId: caller.partnerId,
      userId: caller.userId ?? '',
      soundEffectId: soundEffect.id,
      format: 'DOWNLOAD_FORMAT_MP3',
      quality: QUALITY[params.quality],
    });
    noStore(response).json({ url: answer.url, expires: isoOf(answer.expires) });
  });
}

/** The track as the partner sees it; NOT_FOUND ("Track was not found") for unknown or unpublished ids. */
export async function visibleTrack(
  upstreams: Upstreams,
  response: Response,
  trackId: string,
): Promise<catalog.Track__Output> {
  const { track } = await upstreams.catalog.getTrack({ partnerId: callerOf(response).partnerId, trackId });
  if (!track) throw notFound('Track was not found');
  return track;
}

/**
 * The id of a track the catalog says this user may download (downloads and versions). NOT_FOUND
 * ("Track was not found") from the catalog for a track the partner cannot see; 403 when refused.
 */
export async function downloadableTrackId(upstreams: Upstreams, response: Response, trackId: string): Promise<string> {
  const access = await upstreams.catalog.getDownloadAccess(mediaCaller(response, trackId));
  if (!access.mayDownload) throw forbidden(NO_DOWNLOAD_ACCESS);
  return access.trackId;
}

function mediaCaller(response: Response, trackId: string) {
  const caller = callerOf(response);
  return { partnerId: caller.partnerId, userId: caller.userId ?? '', trackId };
}

export const noStore = (response: Response) => response.set('Cache-Control', 'no-store');

/** An expiry media sent, as the spec's date-time. */
export function isoOf(timestamp: protobuf.Timestamp__Output | null): string {
  const date = fromTimestamp(timestamp);
  if (!date) throw new Error('media answered without an expiry');
  return date.toISOString();
}
