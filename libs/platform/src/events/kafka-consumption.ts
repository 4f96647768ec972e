/**
 * What one Kafka subscription does with each message (or each fetched batch): skip what precedes
 * a new group's start, decode the CloudEvent, deliver with retries, dead-letter, and commit only
 * after that.
 */
import type { Consumer, EachBatchPayload, EachMessagePayload, IHeaders, KafkaMessage } from 'kafkajs';
import {
  DEFAULT_MAX_ATTEMPTS,
  deliver,
  deliverBatch,
  type EventBusLogger,
  type RetryPolicy,
  type SubscriptionHandler,
} from './delivery';
import { decodeMessage, describeError, type MessageHeaders } from './envelope';
import { partitionKey } from './kafka-admin';
import { deadLetters, eventsHandled } from '../metrics/events';
import type { DeadLetterInfo, EventEnvelope, PositionedEvent, SubscribeRequest } from './port';

/** Where a message sat, as dead-lettering needs it. */
export type ConsumedMessage = Pick<EachMessagePayload, 'topic' | 'partition' | 'message'>;

export interface ConsumingContext {
  /** Aborted when the subscription stops. */
  signal: AbortSignal;
  logger: EventBusLogger;
  retry: RetryPolicy;
  deadLetter(payload: ConsumedMessage, info: DeadLetterInfo): Promise<void>;
}

/** One subscription's message handling: skip what precedes its start, deliver, dead-letter, commit. */
export class ConsumingSubscription {
  constructor(
    private readonly consumer: Consumer,
    private readonly request: SubscribeRequest,
    private readonly handler: SubscriptionHandler,
    private readonly startOffsets: Map<string, bigint>,
    private readonly context: ConsumingContext,
  ) {}

  private readonly inFlight = new Set<Promise<void>>();
  /** Partitions already moved to their start position. */
  private readonly sought = new Set<string>();

  handle(payload: EachMessagePayload): Promise<void> {
    // A stopping subscription takes nothing new; what it does not commit, the group redelivers.
    if (this.context.signal.aborted) return Promise.resolve();
    return this.track(this.handleMessage(payload));
  }

  handleBatch(payload: EachBatchPayload): Promise<void> {
    if (this.context.signal.aborted) return Promise.resolve();
    return this.track(this.handleFetched(payload));
  }

  private track(handling: Promise<void>): Promise<void> {
    this.inFlight.add(handling);
    return handling.finally(() => this.inFlight.delete(handling));
  }

  /**
   * Waits for in-flight messages after the signal aborted. Stop calls it before disconnecting:
   * kafkajs silently drops commits made after its runner stopped, which would lose the commit of
   * a handler that finished during the stop.
   */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  private async handleFetched({ batch, heartbeat, resolveOffset, isStale }: EachBatchPayload): Promise<void> {
    const { topic, partition } = batch;
    if (!('batch' in this.handler)) throw new Error('not a batch subscription');
    const events: PositionedEvent[] = [];
    const handled: KafkaMessage[] = [];
    const undecodable: Array<{ message: KafkaMessage; error: string }> = [];
    let skipped = false;
    for (const message of batch.messages) {
      if (await this.beforeStart(topic, partition, BigInt(message.offset))) skipped = true;
      else
        try {
          events.push({ envelope: decode(topic, message), offset: Number(message.offset) });
          handled.push(message);
        } catch (error) {
          undecodable.push({ message, error: describeError(error) });
        }
    }
    // Skipping sought the group's start: the events from there come again in the next fetch.
    const last = batch.messages.at(-1);
    if (skipped || !last || isStale()) return;
    for (const { message, error } of undecodable)
      await this.deadLetter({ topic, partition, message }, { ...where(topic, partition, message), error, attempts: 0 });
    if (events.length > 0) {
      const outcome = await deliverBatch({ topic, partition, events }, this.handler.batch, {
        ...this.deliveryOptions(),
        betweenAttempts: () => heartbeat(),
      });
      if (outcome.kind === 'abandoned') return;
      if (outcome.kind === 'failed')
        for (const message of handled)
          await this.deadLetter(
            { topic, partition, message },
            { ...where(topic, partition, message), error: outcome.error, attempts: outcome.attempts },
          );
    }
    resolveOffset(last.offset);
    await this.commit(topic, partition, BigInt(last.offset) + 1n);
    eventsHandled.inc({ topic, group: this.request.group }, events.length + undecodable.length);
    await heartbeat();
  }

  private deliveryOptions() {
    return {
      maxAttempts: this.request.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      retry: this.context.retry,
      signal: this.context.signal,
      logger: this.context.logger,
    };
  }

  private async handleMessage(payload: EachMessagePayload): Promise<void> {
    const { topic, partition, message } = payload;
    if (await this.beforeStart(topic, partition, BigInt(message.offset))) return;
    const info = await this.process(payload);
    if (info === 'abandoned') return;
    if (info) await this.deadLetter(payload, info);
    await this.commit(topic, partition, BigInt(message.offset) + 1n);
    eventsHandled.inc({ topic, group: this.request.group });
  }

  private async deadLetter(payload: ConsumedMessage, info: DeadLetterInfo): Promise<void> {
    await this.context.deadLetter(payload, info);
    deadLetters.inc({ topic: payload.topic, group: this.request.group });
  }

  /** Returns the dead-letter record when the event failed, nothing when it was handled. */
  private async process(payload: EachMessagePayload): Promise<DeadLetterInfo | undefined | 'abandoned'> {
    const { topic, partition, message } = payload;
    if (!('each' in this.handler)) throw new Error('not an event subscription');
    let envelope: EventEnvelope;
    try {
      envelope = decode(topic, message);
    } catch (error) {
      return { ...where(topic, partition, message), error: describeError(error), attempts: 0 };
    }
    const outcome = await deliver(envelope, this.handler.each, {
      ...this.deliveryOptions(),
      betweenAttempts: () => payload.heartbeat(),
    });
    if (outcome.kind === 'abandoned') return 'abandoned';
    return outcome.kind === 'failed'
      ? { ...where(topic, partition, message), error: outcome.error, attempts: outcome.attempts }
      : undefined;
  }

  /** True while some partition still waits for its "latest" start position to be committed. */
  awaitsStart(): boolean {
    return this.startOffsets.size > 0;
  }

  /** Commits the start positions of newly assigned partitions, unless the group has one already. */
  async claimStartOffsets(assignment: Record<string, number[]>, committed: Map<string, bigint>): Promise<void> {
    const claims: Array<{ topic: string; partition: number; offset: string }> = [];
    for (const [topic, partitions] of Object.entries(assignment)) {
      for (const partition of partitions) {
        const key = partitionKey(topic, partition);
        const start = this.startOffsets.get(key);
        if (start === undefined) continue;
        if (committed.has(key)) this.startOffsets.delete(key);
        else claims.push({ topic, partition, offset: start.toString() });
      }
    }
    if (claims.length > 0) await this.consumer.commitOffsets(claims);
  }

  /**
   * Skips events of a new group's partition that were there before it subscribed ("latest").
   * The first skip also seeks to the start, so the old events are not even fetched.
   */
  private async beforeStart(topic: string, partition: number, offset: bigint): Promise<boolean> {
    const key = partitionKey(topic, partition);
    const start = this.startOffsets.get(key);
    if (start === undefined) return false;
    if (offset >= start) {
      this.startOffsets.delete(key);
      return false;
    }
    if (!this.sought.has(key)) {
      this.sought.add(key);
      await this.commit(topic, partition, start);
      this.consumer.seek({ topic, partition, offset: start.toString() });
    }
    return true;
  }

  private async commit(topic: string, partition: number, offset: bigint): Promise<void> {
    try {
      await this.consumer.commitOffsets([{ topic, partition, offset: offset.toString() }]);
    } catch (error) {
      // Lost the partition in a rebalance: its next owner redelivers from the last commit.
      this.context.logger.warn({ topic, partition, err: error }, 'Kafka offset commit failed');
    }
  }
}

const where = (topic: string, partition: number, message: KafkaMessage) => ({
  originalTopic: topic,
  originalPartition: partition,
  originalOffset: message.offset,
});

function decode(topic: string, message: KafkaMessage): EventEnvelope {
  return decodeMessage(
    topic,
    message.key?.toString() ?? null,
    message.value?.toString() ?? null,
    stringHeaders(message.headers),
  );
}

function stringHeaders(headers: IHeaders | undefined): MessageHeaders {
  const result: MessageHeaders = {};
  // for…in, not Object.entries: eight headers a record, thousands of records a second.
  for (const name in headers) {
    const value = headers[name];
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) result[name] = first.toString();
  }
  return result;
}
