import { z } from 'zod';
import { loadConfig } from '@downbeat/platform';

const schema = z.object({
  GRPC_ADDRESS: z.string().default('0.0.0.0:50054'),
  MONGODB_URL: z.string().startsWith('mongodb'),
  MONGODB_DATABASE: z.string().default('downbeat_media'),
});

export type MediaConfig = z.infer<typeof schema>;
export const readConfig = (): MediaConfig => loadConfig(schema);
