import { z } from 'zod';

/**
 * Reads a service's configuration once, from the environment, and fails fast with every problem
 * listed by variable name. Defaults are for the embedded mode.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Environment variables are strings; these turn them into typed values. */
export const env = {
  port: (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback),
  integer: (fallback: number) => z.coerce.number().int().default(fallback),
  url: () => z.url(),
  list: () =>
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string()).min(1)),
  flag: (fallback: boolean) =>
    z
      .enum(['1', '0', 'true', 'false', 'yes', 'no'])
      .default(fallback ? 'true' : 'false')
      .transform((value) => ['1', 'true', 'yes'].includes(value)),
  logLevel: () => z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
};

/** Settings every service process shares. */
export const commonSchema = z.object({
  LOG_LEVEL: env.logLevel(),
  /** `auto`: readable lines on a terminal, JSON otherwise; `json` or `pretty` to choose (logger/logger.ts). */
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  SHUTDOWN_TIMEOUT_MS: env.integer(10_000),
  /** The ops port serving `GET /metrics` (Prometheus); each service has its own default (metrics/ports.ts); 0 picks a free port. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Where the ops port listens; every interface by default (the embedded mode: loopback). */
  METRICS_HOST: z.string().optional(),
  /** Prefix of every Kafka topic and consumer group (`<namespace>.catalog.tracks.v1`); empty in production. */
  KAFKA_TOPIC_NAMESPACE: z
    .string()
    .regex(/^[a-zA-Z0-9_-]*$/, 'letters, digits, _ and - only')
    .default(''),
});
