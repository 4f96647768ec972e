import type { similarity } from '@downbeat/contracts';
import { invalidArgument, unary, type Logger } from '@downbeat/platform';
import type { ImageMatching } from '../domain/image-matching';
import type { SimilarSections } from '../domain/similar-sections';
import type { Page, SimilarTracks } from '../domain/similar-tracks';

/** Thin translation between SimilarityService RPCs and the domain. */
export function similarityHandlers(deps: {
  tracks: SimilarTracks;
  sections: SimilarSections;
  images: ImageMatching;
  logger: Logger;
}): similarity.SimilarityServiceHandlers {
  const { tracks, sections, images, logger } = deps;
  return {
    FindSimilarTracks: unary(logger, async (request: similarity.FindSimilarTracksRequest__Output) =>
      tracks.find(request.trackId, pageOf(request.page)),
    ),
    FindSimilarSections: unary(logger, async (request: similarity.FindSimilarSectionsRequest__Output) => {
      const found = await sections.find({
        partnerId: request.partnerId,
        reference: referenceOf(request),
        startMs: request.startMs,
        endMs: request.endMs,
        page: pageOf(request.page),
      });
      return { trackSections: found.sections, total: found.total };
    }),
    FindTracksMatchingImage: unary(logger, async (request: similarity.FindTracksMatchingImageRequest__Output) => {
      const found = await images.find({
        partnerId: request.partnerId,
        userId: request.userId,
        imageId: request.imageId,
        genreIds: request.genreIds,
        moodIds: request.moodIds,
        page: pageOf(request.page),
      });
      return { trackIds: found.trackIds, total: found.total, aggregations: found.aggregations };
    }),
  };
}

const pageOf = (page: { limit: number; offset: number } | null): Page => ({
  limit: page?.limit || 50,
  offset: page?.offset ?? 0,
});

function referenceOf(request: similarity.FindSimilarSectionsRequest__Output) {
  if (request.reference === 'audioUploadId') return { audioUploadId: request.audioUploadId! };
  if (request.reference === 'trackId') return { trackId: request.trackId! };
  throw invalidArgument('A reference section needs an audio upload or a track', [
    { key: 'audioUploadId', messages: ['is required'] },
  ]);
}
