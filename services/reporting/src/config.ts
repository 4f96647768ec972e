import { z } from 'zod';
import { env, loadConfig } from '@downbeat/platform';

const schema = z.object({
  GRPC_ADDRESS: z.string().default('0.0.0.0:50057'),
  KAFKA_BROKERS: env.list(),
});

export type ReportingConfig = z.infer<typeof schema>;
export const readConfig = (): ReportingConfig => loadConfig(schema);
