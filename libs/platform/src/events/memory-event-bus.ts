/**
 * In-process event bus for the embedded mode. It models what the services rely on from Kafka:
 * per-topic partitioned logs (key → partition, so one key keeps its order), consumer groups with
 * committed positions (a group sees each event once, every group sees everything), positions that
 * advance only after the handler succeeds, retries then `<topic>.dlq`, and a graceful stop.
 * Events live in memory only; the embedded mode is one process, so there is nobody to replay for.
 */
import { setImmediate as yieldToIo } from 'node:timers/promises';
import { ROOT_CONTEXT, context } from '@opentelemetry/api';
import { unavailable } from '../errors/domain-error';
import {
  DEFAULT_MAX_ATTEMPTS,
  defaultRetryPolicy,
  deliver,
  deliverBatch,
  silentLogger,
  type DeliveryOutcome,
  type EventBusLogger,
  type RetryPolicy,
  type SubscriptionHandler,
} from './delivery';
import { assertSubscribeRequest, createEnvelope, toDeadLetter } from './envelope';
import type {
  EventBatchHandler,
  EventBus,
  EventEnvelope,
  EventHandler,
  PublishRequest,
  SubscribeRequest,
  Subscription,
} from './port';

/** Most events handed to a batch handler at once (Kafka's fetch size plays this part there). */
const MAX_BATCH = 500;

export interface MemoryEventBusOptions {
  /** CloudEvents `source` when a publish request names none. */
  source?: string;
  /** Partitions per topic: keys spread over them, each consumed in order. */
  partitions?: number;
  retry?: RetryPolicy;
  logger?: EventBusLogger;
  /** Oldest events beyond this many per partition are dropped, as Kafka retention would. */
  retainPerPartition?: number;
}

interface Partition {
  /** Offset of events[0]. */
  base: number;
  events: EventEnvelope[];
}

class TopicLog {
  readonly partitions: Partition[];
  private waiters: Array<() => void> = [];

  constructor(count: number) {
    this.partitions = Array.from({ length: count }, () => ({ base: 0, events: [] }));
  }

  partition(index: number): Partition {
    const partition = this.partitions[index];
    if (!partition) throw new Error(`no partition ${index}`);
    return partition;
  }

  /** Resolves at the next append or membership change. */
  changed(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}

class Member {
  readonly abort = new AbortController();
  private readonly inFlight = new Set<Promise<DeliveryOutcome>>();

  constructor(
    readonly request: SubscribeRequest,
    readonly handler: SubscriptionHandler,
  ) {}

  track(delivery: Promise<DeliveryOutcome>): Promise<DeliveryOutcome> {
    this.inFlight.add(delivery);
    return delivery.finally(() => this.inFlight.delete(delivery));
  }

  async drain(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }
}

interface Group {
  /** Next offset to deliver, per topic and partition. */
  positions: Map<string, number[]>;
  members: Member[];
}

export class MemoryEventBus implements EventBus {
  private readonly topics = new Map<string, TopicLog>();
  private readonly groups = new Map<string, Group>();
  private readonly pumps = new Set<string>();
  private readonly subscriptions = new Set<Subscription>();
  private readonly partitionCount: number;
  private readonly retain: number;
  private readonly retry: RetryPolicy;
  private readonly logger: EventBusLogger;
  private readonly source: string;
  private state: 'new' | 'started' | 'stopped' = 'new';

  constructor(options: MemoryEventBusOptions = {}) {
    this.partitionCount = Math.max(1, options.partitions ?? 4);
    this.retain = Math.max(1, options.retainPerPartition ?? 100_000);
    this.retry = options.retry ?? defaultRetryPolicy;
    this.logger = options.logger ?? silentLogger;
    this.source = options.source ?? '/downbeat';
  }

  async start(): Promise<void> {
    if (this.state === 'stopped') throw unavailable('event bus was stopped');
    this.state = 'started';
  }

  async publish<T>(request: PublishRequest<T>): Promise<EventEnvelope<T>> {
    this.assertStarted();
    const envelope = createEnvelope(request, this.source);
    // Stored as JSON would travel on Kafka: dates become strings, nobody shares references.
    this.append({ ...envelope, data: JSON.parse(JSON.stringify(envelope.data)) as unknown });
    return envelope;
  }

  async publishAll<T>(requests: PublishRequest<T>[]): Promise<EventEnvelope<T>[]> {
    this.assertStarted();
    const envelopes = requests.map((request) => createEnvelope(request, this.source));
    for (const envelope of envelopes)
      this.append({ ...envelope, data: JSON.parse(JSON.stringify(envelope.data)) as unknown });
    return envelopes;
  }

  async subscribe(request: SubscribeRequest, handler: EventHandler): Promise<Subscription> {
    return this.join(request, { each: handler });
  }

  async subscribeBatches(request: SubscribeRequest, handler: EventBatchHandler): Promise<Subscription> {
    return this.join(request, { batch: handler });
  }

  private join(request: SubscribeRequest, handler: SubscriptionHandler): Subscription {
    this.assertStarted();
    assertSubscribeRequest(request);
    const group = this.group(request.group);
    for (const topic of request.topics) {
      if (!group.positions.has(topic)) {
        const log = this.log(topic);
        group.positions.set(
          topic,
          log.partitions.map((p) => (request.fromBeginning ? p.base : p.base + p.events.length)),
        );
      }
    }
    const member = new Member(request, handler);
    group.members.push(member);
    for (const topic of request.topics) this.startPumps(request.group, topic);

    let stopping: Promise<void> | undefined;
    const subscription: Subscription = {
      stop: () => (stopping ??= this.leave(group, member, subscription)),
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  async isHealthy(): Promise<boolean> {
    return this.state === 'started';
  }

  async stop(): Promise<void> {
    this.state = 'stopped';
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
  }

  private assertStarted(): void {
    if (this.state !== 'started') throw unavailable(`event bus is ${this.state === 'new' ? 'not started' : 'stopped'}`);
  }

  private async leave(group: Group, member: Member, subscription: Subscription): Promise<void> {
    group.members = group.members.filter((m) => m !== member);
    member.abort.abort();
    for (const topic of member.request.topics) this.log(topic).wake();
    await member.drain();
    this.subscriptions.delete(subscription);
  }

  private append(envelope: EventEnvelope): void {
    const log = this.log(envelope.topic);
    const partition = log.partition(partitionOf(envelope.key, log.partitions.length));
    partition.events.push(envelope);
    // Trimmed in batches: shifting one event per publish would copy the whole array each time.
    const excess = partition.events.length - this.retain;
    if (excess > this.retain / 10) {
      partition.events.splice(0, excess);
      partition.base += excess;
    }
    log.wake();
  }

  private log(topic: string): TopicLog {
    let log = this.topics.get(topic);
    if (!log) this.topics.set(topic, (log = new TopicLog(this.partitionCount)));
    return log;
  }

  private group(name: string): Group {
    let group = this.groups.get(name);
    if (!group) this.groups.set(name, (group = { positions: new Map(), members: [] }));
    return group;
  }

  private startPumps(groupName: string, topic: string): void {
    for (let index = 0; index < this.log(topic).partitions.length; index++) {
      const key = `${groupName}\u0000${topic}\u0000${index}`;
      if (this.pumps.has(key)) continue;
      this.pumps.add(key);
      // The root context: a pump must not inherit the span of whoever subscribed.
      void context.with(ROOT_CONTEXT, () => this.pump(key, groupName, topic, index));
    }
  }

  /**
   * Delivers one partition of one topic to a group, one event (or batch) at a time, while the group has a
   * member for the topic. Like Kafka, a partition belongs to one member (index modulo members).
   */
  private async pump(key: string, groupName: string, topic: string, index: number): Promise<void> {
    const group = this.group(groupName);
    const log = this.log(topic);
    const positions = group.positions.get(topic) ?? [];
    for (;;) {
      const members = group.members.filter((m) => m.request.topics.includes(topic));
      const member = members[index % Math.max(1, members.length)];
      if (!member) {
        // Synchronously with the check above, so a member joining next starts a fresh pump.
        this.pumps.delete(key);
        return;
      }
      const partition = log.partition(index);
      const offset = Math.max(positions[index] ?? 0, partition.base);
      const handler = member.handler;
      // One event at a time for `subscribe`, everything available (up to MAX_BATCH) for batches.
      const handled = partition.events.slice(
        offset - partition.base,
        offset - partition.base + ('each' in handler ? 1 : MAX_BATCH),
      );
      if (handled.length === 0) {
        await log.changed();
        continue;
      }
      const options = {
        maxAttempts: member.request.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        retry: this.retry,
        signal: member.abort.signal,
        logger: this.logger,
      };
      const outcome = await member.track(
        'each' in handler
          ? deliver(copy(handled[0] as EventEnvelope), handler.each, options)
          : deliverBatch(
              {
                topic,
                partition: index,
                events: handled.map((event, at) => ({ envelope: copy(event), offset: offset + at })),
              },
              handler.batch,
              options,
            ),
      );
      if (outcome.kind === 'abandoned') continue;
      if (outcome.kind === 'failed') {
        for (const event of handled) {
          this.logger.error(
            { topic, eventId: event.id, attempts: outcome.attempts, error: outcome.error },
            'event dead-lettered',
          );
          this.append(toDeadLetter(event, { error: outcome.error, attempts: outcome.attempts, originalTopic: topic }));
        }
      }
      positions[index] = offset + handled.length;
      await yieldToIo();
    }
  }
}

/** What a handler gets is its own copy, shaped as JSON would travel on Kafka. */
const copy = (event: EventEnvelope): EventEnvelope => JSON.parse(JSON.stringify(event)) as EventEnvelope;

/** FNV-1a: a stable, cheap spread of keys over partitions. */
function partitionOf(key: string, partitions: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % partitions;
}
