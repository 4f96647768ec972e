/**
 * In-process event bus for the embedded mode. It models what the services rely on from Kafka:
 * per-topic partitioned logs (key → partition, so one key keeps its order), consumer groups with
 * committed positions (a group sees each event once, every group sees everything), positions that
 * advance only after the handler succeeds, retries then `<topic>.dlq`, and a graceful stop.
 * With a journal (SqliteEventBus) a publish resolves only once its events are committed there,
 * every committed position is written there too, and a start resumes both: a restart redelivers
 * what was not yet handled and nothing that was. Without one, events live in memory only (tests).
 */
import { setImmediate as yieldToIo } from 'node:timers/promises';
import { ROOT_CONTEXT, context } from '@opentelemetry/api';
import { unavailable } from '../errors/domain-error';
import { consumerLag, deadLetters, eventsHandled, eventsPublished } from '../metrics/events';
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

/** Durable storage of the log and the groups' positions (SqliteEventJournal); throws to refuse a write. */
export interface EventJournal {
  /** Opens the storage; `partitions` is used for a new one, a stored count wins. */
  open(partitions: number): JournaledLog;
  /** Appends events in one commit. */
  append(events: readonly JournaledEvent[]): void;
  /** The next offset a group will read in a partition. */
  commit(group: string, topic: string, partition: number, next: number): void;
  /** Forgets the events of a partition before `base` (retention). */
  trim(topic: string, partition: number, base: number): void;
  close(): void;
}

export interface JournaledEvent {
  partition: number;
  offset: number;
  envelope: EventEnvelope;
}

export interface JournaledLog {
  partitions: number;
  /** Retained events per topic, in offset order. */
  events: Map<string, JournaledEvent[]>;
  /** Committed positions: group → topic → partition → next offset. */
  positions: Map<string, Map<string, Map<number, number>>>;
}

export interface MemoryEventBusOptions {
  /** CloudEvents `source` when a publish request names none. */
  source?: string;
  /** Partitions per topic: keys spread over them, each consumed in order. */
  partitions?: number;
  retry?: RetryPolicy;
  logger?: EventBusLogger;
  /** Oldest events beyond this many per partition are dropped, as Kafka retention would. */
  retainPerPartition?: number;
  /** Keeps the log and the positions across restarts. */
  journal?: EventJournal;
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
  /** Running pumps, so a stop can wait until each has committed what it handled. */
  private readonly pumping = new Set<Promise<void>>();
  private readonly subscriptions = new Set<Subscription>();
  private partitionCount: number;
  private readonly retain: number;
  private readonly retry: RetryPolicy;
  private readonly logger: EventBusLogger;
  private readonly source: string;
  private readonly journal?: EventJournal;
  private state: 'new' | 'started' | 'stopped' = 'new';
  private unsampleLag: (() => void) | undefined;

  constructor(options: MemoryEventBusOptions = {}) {
    this.partitionCount = Math.max(1, options.partitions ?? 4);
    this.retain = Math.max(1, options.retainPerPartition ?? 100_000);
    this.retry = options.retry ?? defaultRetryPolicy;
    this.logger = options.logger ?? silentLogger;
    this.source = options.source ?? '/downbeat';
    this.journal = options.journal;
  }

  async start(): Promise<void> {
    if (this.state === 'stopped') throw unavailable('event bus was stopped');
    if (this.state === 'started') return;
    if (this.journal) this.restore(this.journal.open(this.partitionCount));
    this.state = 'started';
    this.unsampleLag = consumerLag.sample((set) => {
      for (const { group, topic, lag } of this.lag()) set({ group, topic }, lag);
    });
  }

  /** How far each group is behind in each of its topics: the log's end minus its positions. */
  lag(): Array<{ group: string; topic: string; lag: number }> {
    const samples = [];
    for (const [group, { positions }] of this.groups)
      for (const [topic, next] of positions) {
        const partitions = this.log(topic).partitions;
        const lag = partitions.reduce(
          (sum, partition, index) =>
            sum + Math.max(0, partition.base + partition.events.length - Math.max(next[index] ?? 0, partition.base)),
          0,
        );
        samples.push({ group, topic, lag });
      }
    return samples;
  }

  /**
   * Resolves once every group has handled everything published so far (every lag is 0): what a
   * test waits for before reading what its subscribers saw. Rejects after `timeoutMs`.
   */
  async handled(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.lag().some((sample) => sample.lag > 0)) {
      if (Date.now() > deadline) throw new Error(`subscribers still behind after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  async publish<T>(request: PublishRequest<T>): Promise<EventEnvelope<T>> {
    const [envelope] = await this.publishAll([request]);
    return envelope as EventEnvelope<T>;
  }

  async publishAll<T>(requests: PublishRequest<T>[]): Promise<EventEnvelope<T>[]> {
    this.assertStarted();
    const envelopes = requests.map((request) => createEnvelope(request, this.source));
    // Stored as JSON would travel on Kafka: dates become strings, nobody shares references.
    this.append(
      envelopes.map((envelope) => ({ ...envelope, data: JSON.parse(JSON.stringify(envelope.data)) as unknown })),
    );
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
        const positions = log.partitions.map((p) => (request.fromBeginning ? p.base : p.base + p.events.length));
        group.positions.set(topic, positions);
        // Kept at once, so a restart before the first commit does not skip what arrives meanwhile.
        positions.forEach((next, partition) => this.journal?.commit(request.group, topic, partition, next));
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
    const wasStarted = this.state === 'started';
    this.state = 'stopped';
    this.unsampleLag?.();
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    await Promise.allSettled([...this.pumping]);
    if (wasStarted) this.journal?.close();
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

  /** Appends events to their partitions: committed to the journal first, all or none. */
  private append(envelopes: EventEnvelope[]): void {
    const next = new Map<Partition, number>();
    const placed = envelopes.map((envelope) => {
      const log = this.log(envelope.topic);
      const index = partitionOf(envelope.key, log.partitions.length);
      const partition = log.partition(index);
      const offset = next.get(partition) ?? partition.base + partition.events.length;
      next.set(partition, offset + 1);
      return { log, partition, journaled: { partition: index, offset, envelope } };
    });
    if (this.journal) {
      try {
        this.journal.append(placed.map((event) => event.journaled));
      } catch (error) {
        throw unavailable(`could not store the events: ${(error as Error).message}`, error);
      }
    }
    for (const { log, partition, journaled } of placed) {
      eventsPublished.inc({ topic: journaled.envelope.topic });
      partition.events.push(journaled.envelope);
      this.trim(journaled.envelope.topic, journaled.partition, partition);
      log.wake();
    }
  }

  /** Trimmed in batches: shifting one event per publish would copy the whole array each time. */
  private trim(topic: string, index: number, partition: Partition): void {
    const excess = partition.events.length - this.retain;
    if (excess <= this.retain / 10) return;
    partition.events.splice(0, excess);
    partition.base += excess;
    this.keep(() => this.journal?.trim(topic, index, partition.base), 'could not trim the event log');
  }

  /** A journal write whose failure the caller cannot act on: logged, and the bus goes on (at least once). */
  private keep(write: () => void, message: string): void {
    try {
      write();
    } catch (error) {
      this.logger.error({ error: (error as Error).message }, message);
    }
  }

  private restore(log: JournaledLog): void {
    this.partitionCount = log.partitions;
    for (const [topic, events] of log.events) {
      const partitions = this.log(topic).partitions;
      for (const { partition: index, offset, envelope } of events) {
        const partition = partitions[index];
        if (!partition) continue;
        if (partition.events.length === 0) partition.base = offset;
        partition.events.push(envelope);
      }
    }
    for (const [name, topics] of log.positions) {
      const group = this.group(name);
      for (const [topic, next] of topics)
        group.positions.set(
          topic,
          Array.from({ length: this.partitionCount }, (_, index) => next.get(index) ?? 0),
        );
    }
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
      const run = context.with(ROOT_CONTEXT, () => this.pump(key, groupName, topic, index));
      this.pumping.add(run);
      void run.finally(() => this.pumping.delete(run));
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
          this.keep(
            () =>
              this.append([
                toDeadLetter(event, { error: outcome.error, attempts: outcome.attempts, originalTopic: topic }),
              ]),
            'could not dead-letter an event',
          );
          deadLetters.inc({ topic, group: groupName });
        }
      }
      eventsHandled.inc({ topic, group: groupName }, handled.length);
      positions[index] = offset + handled.length;
      this.keep(
        () => this.journal?.commit(groupName, topic, index, offset + handled.length),
        'could not commit a position',
      );
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
