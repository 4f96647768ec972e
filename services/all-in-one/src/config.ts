import { z } from 'zod';
import { env, loadConfig } from '@downbeat/platform';

const schema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: env.port(8080),
  DATA_DIR: z.string().default('./.data'),
  DEMO_ACCESS_KEY_ID: z.string().min(8).default('demo-partner'),
  DEMO_ACCESS_KEY_SECRET: z.string().min(16).default('downbeat-demo-secret'),
});

export type EmbeddedConfig = z.infer<typeof schema>;
export const readConfig = (): EmbeddedConfig => loadConfig(schema);
