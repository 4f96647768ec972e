import { z } from 'zod';
import { env, loadConfig } from '@downbeat/platform';

const schema = z.object({
  GRPC_ADDRESS: z.string().default('0.0.0.0:50054'),
  MONGODB_URL: z.string().startsWith('mongodb'),
  MONGODB_DATABASE: z.string().default('downbeat_media'),
  /** Comma-separated host:port list; media.track-analysis.v1 goes here. */
  KAFKA_BROKERS: env.list(),
  /** Masters and renditions (a shared volume in Kubernetes). */
  BLOB_ROOT: z.string().default('./.data/blobs'),
  /** The media edge: HTTP serving of HLS files and downloads. */
  EDGE_HOST: z.string().default('0.0.0.0'),
  EDGE_PORT: env.port(8090),
  /** The edge as partners reach it (behind an ingress in Kubernetes); links and cookies point there. */
  EDGE_PUBLIC_URL: z.url().default('http://127.0.0.1:8090'),
  /** The HLS cookie's Domain; the host of EDGE_PUBLIC_URL when empty. */
  EDGE_COOKIE_DOMAIN: z.string().default(''),
  /**
   * Origins whose pages may fetch any partner's files with credentials (hls.js `withCredentials`),
   * besides the origins each partner allows in its settings; `*` echoes any origin (not advised).
   */
  EDGE_ALLOWED_ORIGINS: env.list().default([]),
  /** Accounts (host:port), for each partner's allowed origins on the edge. */
  ACCOUNTS_ADDRESS: z.string().default('accounts:50051'),
  /** HMAC-SHA256 key of links and cookies; at least 32 characters. */
  MEDIA_SIGNING_KEY: z.string().min(32),
  /** The key before the last rotation, still accepted so links handed out just before keep working. */
  MEDIA_SIGNING_KEY_PREVIOUS: z.string().min(32).optional(),
  /** How long a stream URL or an HLS cookie grants access. */
  HLS_ACCESS_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(6 * 60 * 60),
  /** Where renders are written before they are stored; the system's temp dir when empty. */
  RENDER_WORK_DIR: z.string().default(''),
  /** Where incoming uploads wait while they are checked (at most 3.5 MB each); the system's temp dir when empty. */
  UPLOAD_WORK_DIR: z.string().default(''),
  /** How often expired uploads (audio 7 days, images 24 hours) are deleted with everything derived from them. */
  UPLOAD_SWEEP_SECONDS: z.coerce.number().positive().default(60),
});

export type MediaConfig = z.infer<typeof schema>;
export const readConfig = (): MediaConfig => loadConfig(schema);
