import { z } from 'zod';
import { env, loadConfig } from '@downbeat/platform';

const schema = z.object({
  GRPC_ADDRESS: z.string().default('0.0.0.0:50053'),
  OPENSEARCH_URL: z.url(),
  /** Prefix of the search aliases and indices (`<prefix>tracks`, `<prefix>sound-effects`). */
  OPENSEARCH_INDEX_PREFIX: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]*$/)
    .default('downbeat-'),
  /** A query or write that takes longer fails as 'unavailable': search answers 503 quickly. */
  OPENSEARCH_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  KAFKA_BROKERS: env.list(),
});

export type SearchConfig = z.infer<typeof schema>;
export const readConfig = (): SearchConfig => loadConfig(schema);
