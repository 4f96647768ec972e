import { z } from 'zod';
import { env, loadConfig } from '@downbeat/platform';

const schema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: env.port(8080),
  DATA_DIR: z.string().default('./.data'),
  /** Services listen on 127.0.0.1 from this port up (accounts 50051, catalog 50052, …), where
   * the `downbeat` CLI finds them; 0 picks free ports (tests). */
  GRPC_BASE_PORT: env.port(50051),
  /** The media edge (HLS and downloads) on HOST; links point at it. Default PORT + 10 (8090); 0: a free port. */
  EDGE_PORT: env.port(0).optional(),
  DEMO_ACCESS_KEY_ID: z.string().min(8).default('demo-partner'),
  DEMO_ACCESS_KEY_SECRET: z.string().min(16).default('downbeat-demo-secret'),
});

export type EmbeddedConfig = z.infer<typeof schema>;
export const readConfig = (): EmbeddedConfig => loadConfig(schema);
