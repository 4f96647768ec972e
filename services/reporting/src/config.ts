import { z } from 'zod';
import { env, loadConfig } from '@downbeat/platform';

const schema = z.object({
  GRPC_ADDRESS: z.string().default('0.0.0.0:50057'),
  KAFKA_BROKERS: env.list(),
  MONGODB_URL: z.string().startsWith('mongodb'),
  MONGODB_DATABASE: z.string().default('downbeat_reporting'),
  /** How long a retried analytics batch is recognised (Idempotency-Key or same content). */
  IDEMPOTENCY_RETENTION_HOURS: z.coerce.number().positive().default(24),
});

export type ReportingConfig = z.infer<typeof schema>;
export const readConfig = (): ReportingConfig => loadConfig(schema);
