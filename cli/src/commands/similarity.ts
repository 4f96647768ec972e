import { loadProtos, type similarity } from '@downbeat/contracts';
import { connectClient } from '@downbeat/platform';
import { UsageError, type CommandGroup } from '../command';
import { parseArguments } from './parse-arguments';

const SPACES = ['tracks', 'sections'];
/**
 * A force-merge of 100,000 tracks takes 1–2 minutes on OpenSearch; the service gives up waiting after
 * 30 (the merge itself goes on), so the command waits a little longer than the service.
 */
const COMPACT_DEADLINE_MS = 35 * 60_000;

export function parseCompact(args: string[]): { spaces: string[]; json: boolean } {
  const parsed = parseArguments(args, { positionals: [], rest: 'spaces', flags: ['json'] });
  const unknown = parsed.rest.filter((space) => !SPACES.includes(space));
  if (unknown.length > 0) throw new UsageError(`Unknown vector space: ${unknown.join(', ')}`);
  return { spaces: parsed.rest, json: parsed.flags.has('json') };
}

/** One line per space: its parts (OpenSearch segments) before and after. */
export function compactedLines(answer: similarity.CompactVectorSpacesResponse__Output): string[] {
  return [
    ...answer.spaces.map(
      (space) =>
        `✓ ${space.space}: ${space.partsBefore} → ${space.partsAfter} segment${space.partsAfter === 1 ? '' : 's'}`,
    ),
    `compacted in ${(answer.tookMs / 1000).toFixed(1)} s`,
  ];
}

/** `downbeat similarity compact`: the similarity service's vector spaces merged on demand (SIMILARITY_ADDRESS). */
export const similarityGroup: CommandGroup = {
  name: 'similarity',
  summary: "the similarity service's vector index (SIMILARITY_ADDRESS)",
  commands: [
    {
      name: 'compact',
      summary:
        'Merge the vector spaces (both unless named) into one segment each, e.g. after loading vectors; searches keep answering meanwhile.',
      usage: '[tracks|sections]... [--json]',
      async run(args, context) {
        const input = parseCompact(args);
        const address = context.addresses.similarity;
        const client = connectClient(
          `similarity service at ${address}`,
          loadProtos().downbeat.similarity.v1.SimilarityAdminService,
          address,
          { deadlineMs: COMPACT_DEADLINE_MS },
        );
        try {
          context.err(`» compacting ${input.spaces.length > 0 ? input.spaces.join(', ') : SPACES.join(', ')}…`);
          const answer = await client.compactVectorSpaces({ spaces: input.spaces });
          if (input.json) context.out(JSON.stringify(answer));
          else for (const line of compactedLines(answer)) context.out(line);
        } finally {
          client.close();
        }
      },
    },
  ],
};
