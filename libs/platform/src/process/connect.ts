import type { Logger } from 'pino';
import type { DocumentStore } from '../documents/port';
import { MongoDocumentStore } from '../documents/mongo-document-store';
import type { EventBus } from '../events/port';
import { KafkaEventBus } from '../events/kafka-event-bus';
import { NamespacedEventBus } from '../events/namespaced-event-bus';
import { OpenSearchVectorIndex, type OpenSearchVectorIndexOptions } from '../vectors/opensearch-vector-index';
import type { VectorIndex } from '../vectors/port';

/** How long a starting service waits for its broker or database before it gives up (exit 1). */
const CONNECT_DEADLINE_MS = 60_000;

/**
 * Starts a dependency, retrying while it is not reachable yet (pods start in any order), and
 * gives up after a deadline so a misconfigured URL fails loudly instead of hanging.
 */
async function startWithRetry(what: string, start: () => Promise<void>, logger: Logger): Promise<void> {
  const deadline = Date.now() + CONNECT_DEADLINE_MS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await start();
      if (attempt > 1) logger.info({ dependency: what, attempt }, 'connected');
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`${what} unreachable for ${CONNECT_DEADLINE_MS / 1000} s`, { cause: error });
      logger.warn({ dependency: what, attempt, err: error }, 'not reachable yet; retrying');
      await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, 250 * 2 ** attempt)));
    }
  }
}

/** The distributed-mode document store: MongoDB (FerretDB here), one database per service. */
export async function connectDocumentStore(options: {
  url: string;
  database: string;
  logger: Logger;
}): Promise<DocumentStore> {
  const store = new MongoDocumentStore({ url: options.url, database: options.database });
  await startWithRetry('documents', () => store.start(), options.logger);
  return store;
}

/** The distributed-mode vector index: OpenSearch with the k-NN plugin (Lucene engine). */
export async function connectVectorIndex(
  options: OpenSearchVectorIndexOptions & { logger: Logger },
): Promise<VectorIndex> {
  const { logger, ...adapter } = options;
  const index = new OpenSearchVectorIndex(adapter);
  await startWithRetry('vectors', () => index.start(), logger);
  return index;
}

/**
 * The distributed-mode event bus: Kafka, client id = service name; under `namespace` (topics and
 * consumer groups) when several Downbeat systems share one broker.
 */
export async function connectEventBus(options: KafkaBusOptions): Promise<EventBus> {
  const bus = kafkaEventBus(options);
  await startWithRetry('events', () => bus.start(), options.logger);
  return bus;
}

export interface KafkaBusOptions {
  brokers: string[];
  clientId: string;
  logger: Logger;
  /** `KAFKA_TOPIC_NAMESPACE`; empty means none. */
  namespace?: string;
}

/** The Kafka bus, namespaced when asked, not yet started (for services that start it in the background). */
export function kafkaEventBus(options: KafkaBusOptions): EventBus {
  const kafka = new KafkaEventBus({ brokers: options.brokers, clientId: options.clientId, logger: options.logger });
  return options.namespace ? new NamespacedEventBus(kafka, options.namespace) : kafka;
}
