/**
 * The daily usage counting on a thread of its own (counting-thread.ts starts it): its own Kafka
 * consumer and document store connection, read from the same settings as the service. Messages
 * in: `stop`, `metrics`. Messages out: `failed`, `metrics`.
 */
import { parentPort } from 'node:worker_threads';
import {
  commonSchema,
  connectDocumentStore,
  connectEventBus,
  createLogger,
  loadConfig,
  logProcessWarnings,
  metricsSnapshot,
  RetryingSubscription,
} from '@downbeat/platform';
import { readConfig } from './config';
import { countDailyUsage } from './counting';
import type { ToCounting, FromCounting } from './counting-thread';

const port = parentPort;
if (!port) throw new Error('counting-worker runs on a worker thread (counting-thread.ts)');
const tell = (message: FromCounting) => port.postMessage(message);

async function count(): Promise<() => Promise<void>> {
  const config = readConfig();
  const common = loadConfig(commonSchema);
  const logger = createLogger({ service: 'reporting', level: common.LOG_LEVEL, format: common.LOG_FORMAT }).child({
    thread: 'counting',
  });
  // A worker thread has a process object of its own, whose warnings Node would print raw.
  logProcessWarnings(logger);
  const store = await connectDocumentStore({ url: config.MONGODB_URL, database: config.MONGODB_DATABASE, logger });
  const bus = await connectEventBus({
    brokers: config.KAFKA_BROKERS,
    clientId: 'reporting-counting',
    logger,
    namespace: common.KAFKA_TOPIC_NAMESPACE,
  });
  // The service accepts analytics while counting joins its group: a broker outage then must not end
  // it. Counting is tried again until the broker takes it, and starts from the committed offsets.
  const counting = new RetryingSubscription(
    () => countDailyUsage(bus, store),
    (error, attempt) =>
      logger.warn({ err: error, attempt }, 'daily usage counting could not join its group yet; retrying'),
    () => logger.info('daily usage counting on its own thread'),
  );
  await counting.start();
  return async () => {
    await counting.stop();
    await bus.stop();
    await store.stop();
  };
}

const stopCounting = count().catch((error: unknown) => {
  tell({ kind: 'failed', reason: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});

port.on('message', (message: ToCounting) => {
  if (message.kind === 'metrics')
    void metricsSnapshot().then((snapshot) => tell({ kind: 'metrics', id: message.id, snapshot }));
  else
    void stopCounting
      .then((stop) => stop())
      // A worker's process.exit ends this thread only; kafkajs and the driver keep timers otherwise.
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
});
