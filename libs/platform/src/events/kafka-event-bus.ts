/**
 * Kafka adapter of the events port (kafkajs). Producer: idempotent (replaced after a failed send, see
 * kafka-producer.ts), acks from all in-sync replicas, concurrent publishes sent together
 * (kafka-send-queue.ts),
 * CloudEvents binary mode with W3C trace context in the headers. Consumer: one kafkajs consumer per
 * subscription, offsets committed only after the handler succeeded (or the event was
 * dead-lettered), retries with backoff, then `<topic>.dlq`. `subscribeBatches` hands over each
 * fetched batch of a partition with its offsets and commits after the whole batch.
 */
import { ROOT_CONTEXT, context } from '@opentelemetry/api';
import { suppressTracing } from '@opentelemetry/core';
import { Kafka, logLevel, type Admin, type IHeaders, type ISocketFactory, type LogEntry } from 'kafkajs';
import { isDomainError, unavailable } from '../errors/domain-error';
import {
  defaultRetryPolicy,
  silentLogger,
  type EventBusLogger,
  type RetryPolicy,
  type SubscriptionHandler,
} from './delivery';
import {
  assertSubscribeRequest,
  captureTraceContext,
  createEnvelope,
  deadLetterHeaders,
  describeError,
  encodeHeaders,
  encodeValue,
} from './envelope';
import { cachedLag, consumerLag, eventsPublished } from '../metrics/events';
import { ClusterProbe, KafkaTopics, untilLeadersSettle, type TopicSettingsHook } from './kafka-admin';
import { ConsumingSubscription, type ConsumedMessage } from './kafka-consumption';
import { RememberingPartitioner } from './kafka-partitioner';
import { ReplaceableProducer } from './kafka-producer';
import { KafkaSendQueue } from './kafka-send-queue';
import { uninstrumented } from './uninstrumented';
import {
  deadLetterTopic,
  type DeadLetterInfo,
  type EventBatchHandler,
  type EventBus,
  type EventEnvelope,
  type EventHandler,
  type PublishRequest,
  type SubscribeRequest,
  type Subscription,
} from './port';

export interface KafkaEventBusOptions {
  brokers: string[];
  clientId: string;
  /** CloudEvents `source` when a publish request names none; default `/downbeat/<clientId>`. */
  source?: string;
  /** Receives kafkajs's own log lines too (its info level is logged as debug). Silent without one. */
  logger?: EventBusLogger;
  retry?: RetryPolicy;
  /** Settings of topics the bus creates (partitions, compaction, retention). */
  topicSettings?: TopicSettingsHook;
  /** Partitions of one subscription handled in parallel; each partition stays in order. */
  partitionsConsumedConcurrently?: number;
  /** How long `subscribe()` waits for the consumer to join its group. */
  joinTimeoutMs?: number;
  /** Fetch long-poll; a stopping consumer waits for the fetch in flight (default 1000 ms). */
  fetchMaxWaitMs?: number;
  /** How the client opens its connections (kafkajs's own by default); tests put faults in between. */
  socketFactory?: ISocketFactory;
}

const HEALTH_TIMEOUT_MS = 1_500;
/** kafkajs's default share of one partition in a fetch. */
const DEFAULT_MAX_BYTES_PER_PARTITION = 1_048_576;

export class KafkaEventBus implements EventBus {
  private readonly kafka: Kafka;
  private readonly admin: Admin;
  private readonly producer: ReplaceableProducer;
  /** Publishes waiting for the producer go together in its next send (kafka-send-queue.ts). */
  private readonly sends: KafkaSendQueue;
  private readonly topics: KafkaTopics;
  private readonly probe: ClusterProbe;
  private readonly logger: EventBusLogger;
  private readonly subscriptions = new Set<Subscription>();
  /** Groups whose consumer crashed for good. */
  private readonly deadConsumers = new Set<string>();
  private state: 'new' | 'started' | 'stopped' = 'new';

  constructor(private readonly options: KafkaEventBusOptions) {
    this.logger = options.logger ?? silentLogger;
    const client = {
      clientId: options.clientId,
      brokers: options.brokers,
      connectionTimeout: 3_000,
      ...(options.socketFactory ? { socketFactory: options.socketFactory } : {}),
      logLevel: options.logger ? logLevel.INFO : logLevel.NOTHING,
      logCreator: () => (entry: LogEntry) => logKafkaEntry(this.logger, entry),
    };
    this.kafka = new Kafka({ ...client, retry: { initialRetryTime: 200, maxRetryTime: 2_000, retries: 5 } });
    this.admin = this.kafka.admin();
    // Bounded retries: when Kafka is down, publish fails (unavailable) and the caller's outbox
    // retries later, instead of hanging forever as kafkajs's idempotent default would.
    this.producer = new ReplaceableProducer(() =>
      this.kafka.producer({
        idempotent: true,
        maxInFlightRequests: 1,
        createPartitioner: RememberingPartitioner,
        retry: { initialRetryTime: 200, maxRetryTime: 2_000, retries: 8 },
      }),
    );
    this.sends = new KafkaSendQueue(this.producer);
    this.topics = new KafkaTopics(this.admin, options.topicSettings);
    // The health probe asks once and gives up with the probe's own timeout (see ClusterProbe).
    this.probe = new ClusterProbe(
      new Kafka({ ...client, requestTimeout: HEALTH_TIMEOUT_MS, retry: { retries: 0 } }).admin(),
    );
  }

  async start(): Promise<void> {
    if (this.state === 'stopped') throw unavailable('event bus was stopped');
    try {
      await this.admin.connect();
      await this.probe.connect();
      await this.producer.connect();
    } catch (error) {
      await Promise.allSettled([this.producer.disconnect(), this.probe.close(), this.admin.disconnect()]);
      throw unavailable(`cannot reach Kafka at ${this.options.brokers.join(',')}`, error);
    }
    this.state = 'started';
  }

  async publish<T>(request: PublishRequest<T>): Promise<EventEnvelope<T>> {
    this.assertStarted();
    const envelope = createEnvelope(request, this.options.source ?? `/downbeat/${this.options.clientId}`);
    await this.send(envelope.topic, {
      key: envelope.key,
      value: encodeValue(envelope),
      headers: encodeHeaders(envelope),
    });
    return envelope;
  }

  async publishAll<T>(requests: PublishRequest<T>[]): Promise<EventEnvelope<T>[]> {
    this.assertStarted();
    const source = this.options.source ?? `/downbeat/${this.options.clientId}`;
    // One trace context for all: every event of one publish belongs to the same request.
    const traceContext = captureTraceContext();
    const envelopes = requests.map((request) => createEnvelope(request, source, traceContext));
    const byTopic = new Map<string, { key: string; value: string; headers: IHeaders }[]>();
    for (const envelope of envelopes) {
      const messages = byTopic.get(envelope.topic) ?? [];
      messages.push({ key: envelope.key, value: encodeValue(envelope), headers: encodeHeaders(envelope) });
      byTopic.set(envelope.topic, messages);
    }
    if (byTopic.size === 0) return envelopes;
    await this.guard('publish', async () => {
      await this.topics.ensure([...byTopic.keys()]);
      await this.sends.send([...byTopic].map(([topic, messages]) => ({ topic, messages })));
    });
    for (const [topic, messages] of byTopic) eventsPublished.inc({ topic }, messages.length);
    return envelopes;
  }

  subscribe(request: SubscribeRequest, handler: EventHandler): Promise<Subscription> {
    return this.join(request, { each: handler });
  }

  subscribeBatches(request: SubscribeRequest, handler: EventBatchHandler): Promise<Subscription> {
    return this.join(request, { batch: handler });
  }

  private async join(request: SubscribeRequest, handler: SubscriptionHandler): Promise<Subscription> {
    this.assertStarted();
    assertSubscribeRequest(request);
    // A topic created a moment ago may not have its leaders yet ("This server does not host this
    // topic-partition"): a failed start stops its consumer, so it is tried again while they settle.
    const subscription = await this.guard('subscribe', () =>
      untilLeadersSettle(() => this.startConsumer(request, handler)),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  async isHealthy(): Promise<boolean> {
    return this.state === 'started' && this.deadConsumers.size === 0 && (await this.probe.reachable(HEALTH_TIMEOUT_MS));
  }

  async stop(): Promise<void> {
    if (this.state === 'stopped') return;
    const wasStarted = this.state === 'started';
    this.state = 'stopped';
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    if (!wasStarted) return;
    await this.producer.disconnect();
    await this.probe.close();
    await this.admin.disconnect();
  }

  private assertStarted(): void {
    if (this.state !== 'started') throw unavailable(`event bus is ${this.state === 'new' ? 'not started' : 'stopped'}`);
  }

  private async send(
    topic: string,
    message: { key: string | Buffer | null; value: string | Buffer | null; headers: IHeaders },
  ) {
    await this.guard('publish', async () => {
      await this.topics.ensure([topic]);
      await this.sends.send([{ topic, messages: [message] }]);
    });
    eventsPublished.inc({ topic });
  }

  /** Kafka failures become `unavailable`; our own errors pass through. */
  private async guard<R>(operation: string, run: () => Promise<R>): Promise<R> {
    try {
      return await run();
    } catch (error) {
      if (isDomainError(error)) throw error;
      throw unavailable(`Kafka ${operation} failed: ${describeError(error)}`, error);
    }
  }

  private async startConsumer(request: SubscribeRequest, handler: SubscriptionHandler): Promise<Subscription> {
    // Dead-letter topics exist from the start, so alerting and data teams can subscribe to them.
    const deadLetters = request.topics.filter((topic) => !topic.endsWith('.dlq')).map(deadLetterTopic);
    await this.topics.ensure([...request.topics, ...deadLetters]);
    const startOffsets = request.fromBeginning
      ? new Map<string, bigint>()
      : await this.topics.latestStartOffsets(request.group, request.topics);
    const consumer = this.kafka.consumer({
      groupId: request.group,
      maxWaitTimeInMs: request.gather?.maxWaitMs ?? this.options.fetchMaxWaitMs ?? 1_000,
      retry: { retries: 10 },
      ...(request.gather && {
        minBytes: request.gather.minBytes,
        // A partition's share of a fetch must be able to reach minBytes (kafkajs's default is 1 MB).
        maxBytesPerPartition: Math.max(DEFAULT_MAX_BYTES_PER_PARTITION, request.gather.minBytes),
      }),
    });
    const abort = new AbortController();
    const consuming = new ConsumingSubscription(consumer, request, handler, startOffsets, {
      signal: abort.signal,
      logger: this.logger,
      retry: this.options.retry ?? defaultRetryPolicy,
      deadLetter: (payload, info) => this.produceDeadLetter(payload, info),
    });
    // After each (re)join: a new group's "latest" start becomes its committed position, so even a
    // member that stops before handling anything leaves the group a place to resume from.
    const claimed = new Promise<void>((resolve) =>
      consumer.on(consumer.events.GROUP_JOIN, ({ payload }) => {
        this.claimStart(request, consuming, payload.memberAssignment)
          .catch((error: unknown) =>
            this.logger.warn({ group: request.group, err: error }, 'could not commit the start position'),
          )
          .finally(resolve);
      }),
    );
    consumer.on(consumer.events.CRASH, (event) => {
      this.logger.error(
        { group: request.group, err: event.payload.error, restart: event.payload.restart },
        'Kafka consumer crashed',
      );
      // kafkajs restarts after retriable errors; a consumer it gives up on makes the bus unhealthy.
      if (!event.payload.restart) this.deadConsumers.add(request.group);
    });
    let unsampleLag = () => undefined as void;
    const stop = async () => {
      unsampleLag();
      abort.abort();
      await consuming.drain();
      await consumer.disconnect();
    };
    try {
      await consumer.connect();
      // Kafka starts a new group at the earliest offset; "latest" is enforced by startOffsets, which
      // were fixed above, so nothing published after subscribe() resolves can be skipped.
      await consumer.subscribe({ topics: request.topics, fromBeginning: true });
      // The root context: handlers must not inherit the span of whoever subscribed. Untraced
      // records: suppressed, so the handler's own calls start no spans, and past the kafkajs
      // instrumentation, whose wrapper extracts a context, starts a span and records a duration per
      // record even when they are not recorded (~20 % of a counting consumer's CPU).
      const untraced = request.traceRecords === false;
      const run = untraced ? uninstrumented(consumer.run) : consumer.run;
      await context.with(untraced ? suppressTracing(ROOT_CONTEXT) : ROOT_CONTEXT, () =>
        run.call(consumer, {
          autoCommit: false,
          partitionsConsumedConcurrently: this.options.partitionsConsumedConcurrently ?? 4,
          // Offsets are resolved and committed by the subscription, after the handler succeeded.
          eachBatchAutoResolve: false,
          ...('batch' in handler
            ? { eachBatch: (payload) => consuming.handleBatch(payload) }
            : { eachMessage: (payload) => consuming.handle(payload) }),
        }),
      );
      await withTimeout(claimed, this.options.joinTimeoutMs ?? 60_000, `consumer group ${request.group} did not form`);
      // Read from the broker at scrape time, so a consumer that died or hangs still shows its lag growing.
      unsampleLag = consumerLag.sample(cachedLag(() => this.topics.lag(request.group, request.topics), request.group));
    } catch (error) {
      await stop().catch(() => undefined);
      throw error;
    }
    let stopping: Promise<void> | undefined;
    const subscription: Subscription = {
      stop: () => (stopping ??= stop().finally(() => this.subscriptions.delete(subscription))),
    };
    return subscription;
  }

  private async claimStart(
    request: SubscribeRequest,
    consuming: ConsumingSubscription,
    assignment: Record<string, number[]>,
  ) {
    if (!consuming.awaitsStart()) return;
    const committed = await this.topics.committedOffsets(request.group, request.topics);
    await consuming.claimStartOffsets(assignment, committed);
  }

  /** A dead letter is the original message with its headers plus `dlq_*`. */
  private async produceDeadLetter(payload: ConsumedMessage, info: DeadLetterInfo): Promise<void> {
    const { message } = payload;
    this.logger.error(
      { topic: payload.topic, partition: payload.partition, offset: message.offset, error: info.error },
      'event dead-lettered',
    );
    await this.send(deadLetterTopic(payload.topic), {
      key: message.key,
      value: message.value,
      headers: { ...message.headers, ...deadLetterHeaders(info) },
    });
  }
}

/**
 * kafkajs warns about bounded retries on every idempotent producer it creates; here they are
 * deliberate and safe — a producer whose send failed is never used again (kafka-producer.ts).
 */
const EXPECTED_WARNINGS = new Set(['Limiting retries for the idempotent producer may invalidate EoS guarantees']);

function logKafkaEntry(logger: EventBusLogger, { namespace, level, log }: LogEntry): void {
  const { message, timestamp: _timestamp, ...extra } = log;
  const fields = { component: 'kafkajs', namespace, ...extra };
  if (level === logLevel.ERROR) logger.error(fields, message);
  else if (level === logLevel.WARN && !EXPECTED_WARNINGS.has(message)) logger.warn(fields, message);
  else logger.debug(fields, message);
}

async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(unavailable(message)), ms)));
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
