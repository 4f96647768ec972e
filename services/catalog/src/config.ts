import { z } from 'zod';
import { env, loadConfig } from '@downbeat/platform';

const schema = z.object({
  GRPC_ADDRESS: z.string().default('0.0.0.0:50052'),
  MONGODB_URL: z.string().startsWith('mongodb'),
  MONGODB_DATABASE: z.string().default('downbeat_catalog'),
  /** Comma-separated host:port list; catalog events go here through the outbox. */
  KAFKA_BROKERS: env.list(),
  /** Where partners' free-tier choices come from (AccountsService.GetPartnerSettings). */
  ACCOUNTS_ADDRESS: z.string().default('accounts:50051'),
  /** Where masters of ingested tracks are sent (MediaService.IngestMaster). */
  MEDIA_ADDRESS: z.string().default('media:50054'),
  /**
   * Where partners reach media's edge (its EDGE_PUBLIC_URL, or a CDN in front of it): every image
   * URL the catalog hands out starts here.
   */
  IMAGES_PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:8090'),
  SEED_DEMO_CATALOG: env.flag(false),
});

export type CatalogConfig = z.infer<typeof schema>;
export const readConfig = (): CatalogConfig => loadConfig(schema);
