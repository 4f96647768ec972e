import { loadProtos } from '@downbeat/contracts';
import {
  connectClient,
  connectEventBus,
  createLogger,
  MongoDocumentStore,
  OpenSearchVectorIndex,
  WorkerPool,
  type EventBus,
} from '@downbeat/platform';
import { locatedInfrastructure } from '@downbeat/testing';
import { startSimilarityService, type SimilarityOptions } from '../src';

const logger = createLogger({ service: 'similarity', level: 'silent' });

/** One similarity service on real FerretDB, Kafka and OpenSearch, with promise clients for both of its APIs. */
export interface SimilarityFixture {
  bus: EventBus;
  store: MongoDocumentStore;
  vectors: OpenSearchVectorIndex;
  service: { address: string; stop(): Promise<void> };
  client: ReturnType<typeof similarityClient>;
  admin: ReturnType<typeof adminClient>;
  /** Segments of a vector space's index as OpenSearch reports them (1 once compacted). */
  segments(space: string): Promise<number>;
  /** Stops the service and everything it was given, and drops both vector spaces. */
  stop(): Promise<void>;
}

export interface FixtureOptions extends Pick<SimilarityOptions, 'mediaAddress' | 'ffmpeg' | 'compactAfterTracks'> {
  /** Names this run's database, topics and indices apart from every other run. */
  run: string;
  /** Worker threads extracting features. */
  threads: number;
  /** Deadline of each gRPC call. */
  deadlineMs: number;
}

const similarityClient = (address: string, deadlineMs: number) =>
  connectClient('similarity', loadProtos().downbeat.similarity.v1.SimilarityService, address, { deadlineMs });
const adminClient = (address: string, deadlineMs: number) =>
  connectClient('similarity', loadProtos().downbeat.similarity.v1.SimilarityAdminService, address, { deadlineMs });

export async function startSimilarityFixture(options: FixtureOptions): Promise<SimilarityFixture> {
  const { run, threads, deadlineMs, ...service } = options;
  const infra = locatedInfrastructure();
  const bus = await connectEventBus({ brokers: infra.kafka!.brokers, clientId: `${run}-it`, logger, namespace: run });
  const store = new MongoDocumentStore({ url: infra.mongodb!.url, database: `${run}_similarity` });
  await store.start();
  const workers = new WorkerPool({ threads });
  const vectors = new OpenSearchVectorIndex({
    url: infra.opensearch!.url,
    indexPrefix: `${run.replaceAll('_', '-')}-`,
  });
  await vectors.start();
  const started = await startSimilarityService({
    address: '127.0.0.1:0',
    logger,
    store,
    bus,
    vectors,
    workers,
    ...service,
  });
  const client = similarityClient(started.address, deadlineMs);
  const admin = adminClient(started.address, deadlineMs);
  return {
    bus,
    store,
    vectors,
    service: started,
    client,
    admin,
    async segments(space) {
      const response = await fetch(`${infra.opensearch!.url}/${vectors.alias(space)}/_stats/segments`);
      const body = (await response.json()) as { _all: { primaries: { segments: { count: number } } } };
      return body._all.primaries.segments.count;
    },
    async stop() {
      client.close();
      admin.close();
      await started.stop();
      await vectors.dropSpace('tracks').catch(() => undefined);
      await vectors.dropSpace('sections').catch(() => undefined);
      await vectors.stop();
      await bus.stop();
      await workers.close();
      await store.stop();
    },
  };
}
