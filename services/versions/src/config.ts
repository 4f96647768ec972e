import { z } from 'zod';
import { env, loadConfig } from '@downbeat/platform';

const schema = z.object({
  GRPC_ADDRESS: z.string().default('0.0.0.0:50056'),
  MONGODB_URL: z.string().startsWith('mongodb'),
  MONGODB_DATABASE: z.string().default('downbeat_versions'),
  KAFKA_BROKERS: env.list(),
});

export type VersionsConfig = z.infer<typeof schema>;
export const readConfig = (): VersionsConfig => loadConfig(schema);
