/**
 * The events port: publish domain events to topics and consume them in consumer groups.
 * Adapters: Kafka (distributed mode) and in-memory (embedded mode). Both honour the same contract,
 * proved by the shared suite in events/event-bus.contract.ts.
 *
 * Envelope: CloudEvents 1.0. On Kafka it is binary mode (ce_* headers, JSON value); in memory the
 * same fields travel as an object.
 */
export interface EventEnvelope<T = unknown> {
  /** CloudEvents `id`; unique per event, used by consumers to deduplicate. */
  id: string;
  /** CloudEvents `type`, e.g. `downbeat.catalog.track.v1`. */
  type: string;
  /** CloudEvents `source`, the producing service, e.g. `/downbeat/catalog`. */
  source: string;
  /** CloudEvents `subject`: the entity id when the event is about one entity. */
  subject?: string;
  /** CloudEvents `time`, RFC 3339. */
  time: string;
  /** The message key: entity id (partner id for analytics). Events with one key keep their order. */
  key: string;
  topic: string;
  data: T;
  /** W3C trace context of the producer (`traceparent`, `tracestate`) when there was one. */
  traceContext?: Record<string, string>;
  /** Set on events read from a `<topic>.dlq` topic: why and where the original delivery failed. */
  deadLetter?: DeadLetterInfo;
}

export interface DeadLetterInfo {
  /** The last handler error's message. */
  error: string;
  /** How many times the handler was tried. */
  attempts: number;
  originalTopic: string;
  /** Kafka only: where the original event sat. */
  originalPartition?: number;
  originalOffset?: string;
}

export interface PublishRequest<T = unknown> {
  topic: string;
  key: string;
  type: string;
  data: T;
  subject?: string;
  /** CloudEvents `source`; defaults to the bus's own (one in-process bus can serve several services). */
  source?: string;
  /** Supply a stable id to make a re-publish (e.g. from an outbox) deduplicable downstream. */
  id?: string;
  time?: string;
}

export type EventHandler = (event: EventEnvelope) => Promise<void>;

/** A consumed event and where it sits in its partition. */
export interface PositionedEvent {
  envelope: EventEnvelope;
  /**
   * Kafka: the record offset; memory: the event's sequence number in its partition. Stable across
   * redeliveries and increasing within a partition, so a consumer can use it as an idempotency token.
   */
  offset: number;
}

/** Consecutive events of one partition, in order (offsets increase; gaps are possible). */
export interface EventBatch {
  topic: string;
  partition: number;
  events: PositionedEvent[];
}

export type EventBatchHandler = (batch: EventBatch) => Promise<void>;

export interface SubscribeRequest {
  /** Consumer group; by convention the service name. */
  group: string;
  topics: string[];
  /** Start from the earliest retained event when the group has no committed position. */
  fromBeginning?: boolean;
  /** Attempts per event before it goes to `<topic>.dlq` (default 5). */
  maxAttempts?: number;
  /**
   * Kafka: the broker answers a fetch once it holds `minBytes` for the consumer, or after
   * `maxWaitMs` (default: at once, within 1 s). Batch handlers whose cost is per batch rather than
   * per event (one store write per batch) get fewer, larger batches; events are handled up to
   * `maxWaitMs` later. The in-process buses hand over what they have.
   */
  gather?: { minBytes: number; maxWaitMs: number };
  /**
   * false: no trace work — Kafka's instrumentation would start a span per handled record, linked
   * to its producer's, and the handler's own calls would get spans too. For batch consumers that
   * only count records: thousands of spans a second that say nothing, and ~20 % of the consumer's
   * CPU (the instrumentation works per record even when nothing is recorded). Their metrics (lag,
   * handled events, dead letters) stay. Default true.
   */
  traceRecords?: boolean;
}

export interface Subscription {
  /** Stops consuming; in-flight handlers finish first. */
  stop(): Promise<void>;
}

export interface EventBus {
  /** Connects; resolves when publishing is possible. */
  start(): Promise<void>;
  /** Resolves once the event is durably accepted (Kafka: acks from all in-sync replicas). */
  publish<T>(request: PublishRequest<T>): Promise<EventEnvelope<T>>;
  /**
   * Publishes several events in one send (Kafka: one produce request, acks from all in-sync
   * replicas). Every request is checked before anything is sent, so an invalid request publishes
   * none. Resolves once every event is durably accepted; on failure some may have been written,
   * so a retry must reuse the ids (`PublishRequest.id`) to stay deduplicable.
   */
  publishAll<T>(requests: PublishRequest<T>[]): Promise<EventEnvelope<T>[]>;
  /**
   * Handler success commits the event; a handler that keeps throwing sends the event to
   * `<topic>.dlq` with the error in its headers, and consumption moves on.
   */
  subscribe(request: SubscribeRequest, handler: EventHandler): Promise<Subscription>;
  /**
   * Like `subscribe`, but hands over what was fetched from one partition at a time, with offsets.
   * Handler success commits the whole batch; a failed batch is retried whole (same events, same
   * offsets); a batch that keeps failing sends each of its events to `<topic>.dlq`. After a crash
   * the group gets everything after its last committed batch again, possibly cut into other
   * batches, so handlers deduplicate on offsets, not on batch boundaries.
   */
  subscribeBatches(request: SubscribeRequest, handler: EventBatchHandler): Promise<Subscription>;
  /** True while the bus can reach its broker. */
  isHealthy(): Promise<boolean>;
  /** Stops every subscription, flushes, disconnects. */
  stop(): Promise<void>;
}

export const deadLetterTopic = (topic: string) => `${topic}.dlq`;
