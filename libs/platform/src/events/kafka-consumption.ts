/**
 * What one Kafka subscription does with each message: skip what precedes a new group's start,
 * decode the CloudEvent, deliver with retries, dead-letter, and commit only after that.
 */
import type { Consumer, EachMessagePayload, IHeaders } from 'kafkajs';
import { DEFAULT_MAX_ATTEMPTS, deliver, type EventBusLogger, type RetryPolicy } from './delivery';
import { decodeMessage, describeError, type MessageHeaders } from './envelope';
import { partitionKey } from './kafka-admin';
import type { DeadLetterInfo, EventEnvelope, EventHandler, SubscribeRequest } from './port';

export interface ConsumingContext {
  /** Aborted when the subscription stops. */
  signal: AbortSignal;
  logger: EventBusLogger;
  retry: RetryPolicy;
  deadLetter(payload: EachMessagePayload, info: DeadLetterInfo): Promise<void>;
}

/** One subscription's message handling: skip what precedes its start, deliver, dead-letter, commit. */
export class ConsumingSubscription {
  constructor(
    private readonly consumer: Consumer,
    private readonly request: SubscribeRequest,
    private readonly handler: EventHandler,
    private readonly startOffsets: Map<string, bigint>,
    private readonly context: ConsumingContext,
  ) {}

  private readonly inFlight = new Set<Promise<void>>();
  /** Partitions already moved to their start position. */
  private readonly sought = new Set<string>();

  handle(payload: EachMessagePayload): Promise<void> {
    // A stopping subscription takes nothing new; what it does not commit, the group redelivers.
    if (this.context.signal.aborted) return Promise.resolve();
    const handling = this.handleMessage(payload);
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

  private async handleMessage(payload: EachMessagePayload): Promise<void> {
    const { topic, partition, message } = payload;
    if (await this.beforeStart(topic, partition, BigInt(message.offset))) return;
    const info = await this.process(payload);
    if (info === 'abandoned') return;
    if (info) await this.context.deadLetter(payload, info);
    await this.commit(topic, partition, BigInt(message.offset) + 1n);
  }

  /** Returns the dead-letter record when the event failed, nothing when it was handled. */
  private async process(payload: EachMessagePayload): Promise<DeadLetterInfo | undefined | 'abandoned'> {
    const { topic, partition, message } = payload;
    const where = { originalTopic: topic, originalPartition: partition, originalOffset: message.offset };
    let envelope: EventEnvelope;
    try {
      envelope = decodeMessage(
        topic,
        message.key?.toString() ?? null,
        message.value?.toString() ?? null,
        stringHeaders(message.headers),
      );
    } catch (error) {
      return { ...where, error: describeError(error), attempts: 0 };
    }
    const outcome = await deliver(envelope, this.handler, {
      maxAttempts: this.request.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      retry: this.context.retry,
      signal: this.context.signal,
      logger: this.context.logger,
      betweenAttempts: () => payload.heartbeat(),
    });
    if (outcome.kind === 'abandoned') return 'abandoned';
    return outcome.kind === 'failed' ? { ...where, error: outcome.error, attempts: outcome.attempts } : undefined;
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

function stringHeaders(headers: IHeaders | undefined): MessageHeaders {
  const result: MessageHeaders = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) result[name] = first.toString();
  }
  return result;
}
