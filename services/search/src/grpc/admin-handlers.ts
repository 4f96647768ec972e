import type { ServerWritableStream } from '@grpc/grpc-js';
import type { search } from '@downbeat/contracts';
import { toGrpcError, type Logger } from '@downbeat/platform';
import { reindex } from '../domain/reindex';
import type { SearchEngine } from '../domain/search-engine';
import { indexKinds, searchIndex } from './messages';

type ReindexCall = ServerWritableStream<search.ReindexRequest__Output, search.ReindexResponse>;

/** SearchAdminService: streams the progress of a reindex, then one message per finished index. */
export function adminHandlers(engine: SearchEngine, logger: Logger): search.SearchAdminServiceHandlers {
  return {
    Reindex: (call: ReindexCall) => {
      const kinds = indexKinds(call.request.indices);
      logger.info({ indices: kinds }, 'reindex started');
      reindex(engine, kinds, (progress) =>
        call.write({ index: searchIndex(progress.kind), copied: progress.copied, total: progress.total }),
      ).then(
        (outcomes) => {
          for (const outcome of outcomes) {
            call.write({
              index: searchIndex(outcome.kind),
              copied: outcome.documents,
              total: outcome.documents,
              done: true,
              generation: outcome.generation,
            });
          }
          logger.info({ outcomes }, 'reindex finished');
          call.end();
        },
        (error: unknown) => {
          logger.error({ err: error }, 'reindex failed');
          // grpc-js ends the stream with this status.
          call.emit('error', toGrpcError(error));
        },
      );
    },
  };
}
