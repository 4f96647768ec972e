import { z } from 'zod';
import { env, loadConfig } from '@downbeat/platform';

const schema = z.object({
  GRPC_ADDRESS: z.string().default('0.0.0.0:50056'),
  MONGODB_URL: z.string().startsWith('mongodb'),
  MONGODB_DATABASE: z.string().default('downbeat_versions'),
  KAFKA_BROKERS: env.list(),
  /**
   * The worker process only: where it serves grpc.health.v1 for Kubernetes' probes (the k8s
   * Deployment sets 0.0.0.0:50058). Unset, the worker serves nothing.
   */
  WORKER_HEALTH_ADDRESS: z.string().optional(),
  MEDIA_ADDRESS: z.string().default('media:50054'),
  /** The blob volume shared with media (masters in, results out). */
  BLOB_ROOT: z.string().default('./.data/blobs'),
  /** Render threads of a worker process; the number of cores by default. */
  WORKER_THREADS: z.coerce.number().int().min(1).optional(),
  /** How long a worker's claim on a job lasts without renewal: a dead worker's job is retried after it. */
  VERSIONS_LEASE_SECONDS: z.coerce.number().positive().default(30),
  /** A PEM file of extra certificates webhooks trust (a partner's private CA). */
  WEBHOOK_CA_FILE: z.string().optional(),
  /** The API process renders too (a single-process deployment); otherwise only worker processes do. */
  VERSIONS_RENDER_IN_API: env.flag(false),
});

export type VersionsConfig = z.infer<typeof schema>;
export const readConfig = (): VersionsConfig => loadConfig(schema);
