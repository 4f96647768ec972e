import { z } from 'zod';
import { env, loadConfig } from '@downbeat/platform';

const schema = z.object({
  GRPC_ADDRESS: z.string().default('0.0.0.0:50055'),
  MONGODB_URL: z.string().startsWith('mongodb'),
  MONGODB_DATABASE: z.string().default('downbeat_similarity'),
  /** Comma-separated host:port list; catalog.tracks.v1 and media.uploads.v1 come from here. */
  KAFKA_BROKERS: env.list(),
  /** The vector index (the k-NN plugin, Lucene engine). */
  OPENSEARCH_URL: z.url().default('http://127.0.0.1:9200'),
  /** Prefix of the vector indices, so several deployments (or tests) can share a cluster. */
  OPENSEARCH_INDEX_PREFIX: z.string().default('downbeat-similarity-'),
  /** Media, which owns the audio (masters, uploads) and the pictures. */
  MEDIA_ADDRESS: z.string().default('127.0.0.1:50054'),
  /** Threads extracting features; the number of cores when 0. */
  WORKER_THREADS: z.coerce.number().int().min(0).default(0),
});

export type SimilarityConfig = z.infer<typeof schema>;
export const readConfig = (): SimilarityConfig => loadConfig(schema);
