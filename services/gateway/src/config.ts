import { z } from 'zod';
import { env, loadConfig } from '@downbeat/platform';

const address = (fallback: string) =>
  z
    .string()
    .regex(/^[^\s:]+:\d+$/, 'must be host:port')
    .default(fallback);

const positiveInteger = (fallback: number) => z.coerce.number().int().positive().default(fallback);

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
  /** A partner's limit when its settings name none (DECISIONS.md: 50/s, burst 100), per replica. */
  RATE_LIMIT_DEFAULT_RPS: positiveInteger(50),
  RATE_LIMIT_DEFAULT_BURST: positiveInteger(100),
  /** Callers without a valid token (health, partner token, JWKS, docs), per client IP and replica. */
  CLIENT_IP_RATE_LIMIT_RPS: positiveInteger(100),
  CLIENT_IP_RATE_LIMIT_BURST: positiveInteger(200),
  /** How long a partner's settings (status, rate limit, CORS origins) are cached. */
  PARTNER_SETTINGS_TTL_MS: positiveInteger(30_000),
  /** Memory for cached catalog reads, in MiB (0: no caching), and an entry's longest life. */
  CATALOG_CACHE_MB: z.coerce.number().int().min(0).default(64),
  CATALOG_CACHE_MAX_AGE_MS: positiveInteger(5_000),
  /** The same for search answers; their life is short because the index follows the catalog late. */
  SEARCH_CACHE_MB: z.coerce.number().int().min(0).default(32),
  SEARCH_CACHE_MAX_AGE_MS: positiveInteger(1_000),
  /** Proxy hops in front of the gateway whose X-Forwarded-For is trusted for the client IP. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
});

export type GatewayConfig = z.infer<typeof schema>;
export const readConfig = (): GatewayConfig => loadConfig(schema);
