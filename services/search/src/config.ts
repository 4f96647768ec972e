import { z } from 'zod';
import { env, loadConfig } from '@downbeat/platform';

const schema = z.object({
  GRPC_ADDRESS: z.string().default('0.0.0.0:50053'),
  OPENSEARCH_URL: z.url(),
  KAFKA_BROKERS: env.list(),
});

export type SearchConfig = z.infer<typeof schema>;
export const readConfig = (): SearchConfig => loadConfig(schema);
