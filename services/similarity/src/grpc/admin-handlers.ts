import type { similarity } from '@downbeat/contracts';
import { unary, type Logger } from '@downbeat/platform';
import type { SoundIndex } from '../domain/sound-index';

/** Thin translation between SimilarityAdminService RPCs (operators, `downbeat similarity …`) and the domain. */
export function similarityAdminHandlers(deps: {
  index: SoundIndex;
  logger: Logger;
}): similarity.SimilarityAdminServiceHandlers {
  const { index, logger } = deps;
  return {
    CompactVectorSpaces: unary(logger, async (request: similarity.CompactVectorSpacesRequest__Output) => {
      const started = Date.now();
      const compacted = await index.compact(request.spaces.length > 0 ? request.spaces : undefined);
      const tookMs = Date.now() - started;
      logger.info({ spaces: compacted, ms: tookMs }, 'vector spaces compacted on request');
      return {
        spaces: Object.entries(compacted).map(([space, parts]) => ({ space, ...parts })),
        tookMs,
      };
    }),
  };
}
