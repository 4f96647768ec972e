import { z } from 'zod';
import { env, loadConfig } from '@downbeat/platform';

const schema = z.object({
  GRPC_ADDRESS: z.string().default('0.0.0.0:50051'),
  MONGODB_URL: z.string().startsWith('mongodb'),
  MONGODB_DATABASE: z.string().default('downbeat_accounts'),
  SIGNING_KEYS_DIR: z.string().default('./.data/keys'),
  /**
   * Comma-separated host:port list: partners' settings changes are announced on
   * accounts.partner-settings.v1, so catalog applies a new free tier at once. Unset: no
   * announcements, and readers see changes once their 30 s cache runs out.
   */
  KAFKA_BROKERS: env.list().optional(),
  /** The pepper of access key secret hashes (≥ 32 characters, e.g. 32 random bytes base64url). */
  ACCESS_KEY_PEPPER: z.string().min(32).optional(),
  /** Read (or created on first start) when ACCESS_KEY_PEPPER is not set; default beside the signing keys. */
  ACCESS_KEY_PEPPER_FILE: z.string().optional(),
  DEMO_ACCESS_KEY_ID: z.string().min(8).optional(),
  DEMO_ACCESS_KEY_SECRET: z.string().min(16).optional(),
});

export type AccountsConfig = z.infer<typeof schema>;
export const readConfig = (): AccountsConfig => loadConfig(schema);
