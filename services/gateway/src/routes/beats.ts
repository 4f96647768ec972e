import type { ApiRouter } from '../http/api-router';
import { configured, MEDIA, type Upstreams } from '../upstreams/upstreams';
import { visibleTrack } from './media';

/**
 * Beats and popular segments of a track. Catalog says whether the partner sees the track; media
 * answers from its stored analysis (NOT_FOUND "Track was not found" when it has none).
 */
export function beatRoutes(api: ApiRouter, upstreams: Upstreams): void {
  const client = () => configured(upstreams.media, MEDIA);

  api.handle('getTrackBeats', async (_request, response, { params }) => {
    const track = await visibleTrack(upstreams, response, params.trackId);
    const answer = await client().getBeats({ trackId: track.id });
    response.json({ beats: answer.beats.map((beat) => ({ time: beat.timeSeconds, value: beat.value })) });
  });

  api.handle('getTrackHighlights', async (_request, response, { params }) => {
    const track = await visibleTrack(upstreams, response, params.trackId);
    const answer = await client().getHighlights({ trackId: track.id, durationsSeconds: params.duration });
    response.json({
      highlights: answer.highlights.map((highlight) => ({
        from: highlight.fromMs,
        to: highlight.toMs,
        duration: highlight.durationSeconds,
      })),
    });
  });
}
