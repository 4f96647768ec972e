import { z } from 'zod';
import { env, loadConfig } from '@downbeat/platform';

const schema = z.object({
  GRPC_ADDRESS: z.string().default('0.0.0.0:50052'),
  MONGODB_URL: z.string().startsWith('mongodb'),
  MONGODB_DATABASE: z.string().default('downbeat_catalog'),
  SEED_DEMO_CATALOG: env.flag(false),
});

export type CatalogConfig = z.infer<typeof schema>;
export const readConfig = (): CatalogConfig => loadConfig(schema);
