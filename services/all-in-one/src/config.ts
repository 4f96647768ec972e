import { z } from 'zod';
import { env, loadConfig } from '@downbeat/platform';

const schema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: env.port(8080),
  DATA_DIR: z.string().default('./.data'),
  /** SQLite's fsync policy for documents and events: `normal` survives any crash of this process
   * (kill -9); `full` also survives a crash of the operating system or power, at ~1.6 ms per write. */
  SQLITE_SYNCHRONOUS: z.enum(['normal', 'full']).default('normal'),
  /** Services listen on 127.0.0.1 from this port up (accounts 50051, catalog 50052, …), where
   * the `downbeat` CLI finds them; 0 picks free ports (tests). */
  GRPC_BASE_PORT: env.port(50051),
  /** The media edge (HLS and downloads) on HOST; links point at it. Default PORT + 10 (8090); 0: a free port. */
  // Not env.port(): its default would make an unset EDGE_PORT 0 instead of PORT + 10.
  EDGE_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  DEMO_ACCESS_KEY_ID: z.string().min(8).default('demo-partner'),
  DEMO_ACCESS_KEY_SECRET: z.string().min(16).default('downbeat-demo-secret'),
  /** `on`: the first start generates the demo catalog (synthesised music) under DATA_DIR and
   * ingests it; `off`: the metadata-only demo catalog instead (no audio; fast, the e2e suites). */
  DEMO_AUDIO: z.enum(['on', 'off']).default('on'),
  /** Size of the audio demo (the defaults are the full demo catalog; tests go small). */
  DEMO_TRACKS: z.coerce.number().int().min(1).max(200).default(40),
  DEMO_SOUND_EFFECTS: z.coerce.number().int().min(0).max(30).default(30),
  /** Worker threads for synthesis and analysis (they run at a lower priority than the API); the cores by default. */
  WORKER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** How often expired uploads are deleted (media's UPLOAD_SWEEP_SECONDS). */
  UPLOAD_SWEEP_SECONDS: z.coerce.number().positive().default(60),
  /** How long a versions worker's claim on a job lasts without renewal (a crashed render is retried after it). */
  VERSIONS_LEASE_SECONDS: z.coerce.number().positive().default(30),
  /** A PEM file of extra certificates partner webhooks are trusted with (a private CA, a test receiver). */
  WEBHOOK_CA_FILE: z.string().optional(),
  /** Every demo track this long (seconds; at least ~8); absent: 60–180 s. */
  DEMO_TRACK_SECONDS: z.coerce.number().min(4).max(600).optional(),
});

export type EmbeddedConfig = z.infer<typeof schema>;
export const readConfig = (): EmbeddedConfig => loadConfig(schema);
