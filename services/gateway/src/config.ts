import { z } from 'zod';
import { env, loadConfig } from '@downbeat/platform';

const address = (fallback: string) =>
  z
    .string()
    .regex(/^[^\s:]+:\d+$/, 'must be host:port')
    .default(fallback);

const schema = z.object({
  HOST: z.string().default('0.0.0.0'),
  PORT: env.port(8080),
  ACCOUNTS_ADDRESS: address('accounts:50051'),
  CATALOG_ADDRESS: address('catalog:50052'),
  SEARCH_ADDRESS: address('search:50053'),
  MEDIA_ADDRESS: address('media:50054'),
  SIMILARITY_ADDRESS: address('similarity:50055'),
  VERSIONS_ADDRESS: address('versions:50056'),
  REPORTING_ADDRESS: address('reporting:50057'),
});

export type GatewayConfig = z.infer<typeof schema>;
export const readConfig = (): GatewayConfig => loadConfig(schema);
