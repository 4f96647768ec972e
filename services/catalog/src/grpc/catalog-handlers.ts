import type { catalog } from '@downbeat/contracts';
import { unary, type Logger } from '@downbeat/platform';
import type { Track } from '../domain/track';
import type { TrackListing } from '../domain/track-listing';

/** Thin translation between CatalogService RPCs and the domain; no logic of its own. */
export function catalogHandlers(deps: {
  tracks: TrackListing;
  logger: Logger;
}): Partial<catalog.CatalogServiceHandlers> {
  const { tracks, logger } = deps;
  return {
    ListTracks: unary(logger, async (request: catalog.ListTracksRequest__Output) => {
      const page = await tracks.list({
        limit: request.page?.limit ?? 0,
        offset: request.page?.offset ?? 0,
        genreIds: request.genreIds,
        moodIds: request.moodIds,
        ...(request.bpmMin !== undefined && request.bpmMin !== null ? { bpmMin: request.bpmMin } : {}),
        ...(request.bpmMax !== undefined && request.bpmMax !== null ? { bpmMax: request.bpmMax } : {}),
      });
      return { tracks: page.tracks.map(toTrackMessage), total: page.total };
    }),
  };
}

function toTrackMessage(track: Track): catalog.Track {
  return {
    id: track.id,
    mainArtists: track.mainArtists,
    featuredArtists: track.featuredArtists,
    title: track.title,
    bpm: track.bpm,
    lengthSeconds: track.lengthSeconds,
    moods: track.moods,
    genres: track.genres,
    images: track.images,
    hasVocals: track.hasVocals,
    added: track.added,
    isExplicit: track.isExplicit,
    isPreviewOnly: track.isPreviewOnly,
  };
}
