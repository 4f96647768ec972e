import { loadProtos, type search } from '@downbeat/contracts';
import { clientChannelOptions, fromGrpcError, insecure } from '@downbeat/platform';
import { UsageError, type CommandGroup } from '../command';

const INDICES: Record<string, search.SearchIndex> = {
  tracks: 'SEARCH_INDEX_TRACKS',
  'sound-effects': 'SEARCH_INDEX_SOUND_EFFECTS',
};

/** `downbeat search reindex [tracks|sound-effects]...`: rebuild indices and swap the alias, with progress. */
export const searchGroup: CommandGroup = {
  name: 'search',
  summary: 'search indices',
  commands: [
    {
      name: 'reindex',
      summary: 'build new indices from the indexed catalog events and switch reads to them with no failed query',
      usage: '[tracks|sound-effects]...',
      async run(args, context) {
        const unknown = args.filter((arg) => !(arg in INDICES));
        if (unknown.length > 0) throw new UsageError(`Unknown index: ${unknown.join(', ')}`);
        const address = context.addresses.search;
        const admin = new (loadProtos().downbeat.search.v1.SearchAdminService)(
          address,
          insecure(),
          clientChannelOptions,
        );
        const stream = admin.reindex({ indices: args.map((arg) => INDICES[arg]!) });
        await new Promise<void>((resolve, reject) => {
          stream.on('data', (progress: search.ReindexResponse__Output) => {
            const index = String(progress.index).replace('SEARCH_INDEX_', '').toLowerCase().replace('_', '-');
            if (progress.done)
              context.out(`✓ ${index}: ${progress.copied} documents, reads now use ${progress.generation}`);
            else context.err(`» ${index}: ${progress.copied}/${progress.total}`);
          });
          stream.on('error', (error) => reject(fromGrpcError(error as never, `search service at ${address}`)));
          stream.on('end', () => resolve());
        });
        admin.close();
      },
    },
  ],
};
