import { z } from 'zod';
import { loadConfig } from '@downbeat/platform';

const schema = z.object({
  GRPC_ADDRESS: z.string().default('0.0.0.0:50055'),
  MONGODB_URL: z.string().startsWith('mongodb'),
  MONGODB_DATABASE: z.string().default('downbeat_similarity'),
});

export type SimilarityConfig = z.infer<typeof schema>;
export const readConfig = (): SimilarityConfig => loadConfig(schema);
