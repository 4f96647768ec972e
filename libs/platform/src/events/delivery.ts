/**
 * Delivery of one event (or one batch) to a handler, shared by both event-bus adapters: retries with exponential
 * backoff up to `maxAttempts`, then reports the event as failed so the adapter dead-letters it.
 * A stopping subscription abandons the delivery (nothing is committed, so the group sees the
 * event again) instead of waiting out the backoff.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describeError, runInTraceContext } from './envelope';
import type { EventBatch, EventBatchHandler, EventEnvelope, EventHandler } from './port';

/** The subset of a pino logger the event buses use. */
export interface EventBusLogger {
  debug(object: object, message?: string): void;
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

export const silentLogger: EventBusLogger = { debug() {}, info() {}, warn() {}, error() {} };

export const DEFAULT_MAX_ATTEMPTS = 5;

export interface RetryPolicy {
  /** Delay before the second attempt; doubles each time. */
  initialBackoffMs: number;
  maxBackoffMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { initialBackoffMs: 200, maxBackoffMs: 5_000 };

/** What a subscription hands its events to: one at a time, or a partition's batch at a time. */
export type SubscriptionHandler = { each: EventHandler } | { batch: EventBatchHandler };

export type DeliveryOutcome =
  { kind: 'handled' } | { kind: 'failed'; error: string; attempts: number } | { kind: 'abandoned' };

export interface DeliveryOptions {
  maxAttempts: number;
  retry: RetryPolicy;
  /** Aborted when the subscription stops. */
  signal: AbortSignal;
  logger: EventBusLogger;
  /** Called between attempts (Kafka: heartbeat so a long retry does not cost the partition). */
  betweenAttempts?: () => Promise<void>;
}

export function deliver(
  envelope: EventEnvelope,
  handler: EventHandler,
  options: DeliveryOptions,
): Promise<DeliveryOutcome> {
  const fields = { topic: envelope.topic, eventId: envelope.id, type: envelope.type };
  return attempt(() => runInTraceContext(envelope, () => handler(envelope)), fields, options);
}

/** The same retries for a batch: it is retried whole, with the same events and offsets. */
export function deliverBatch(
  batch: EventBatch,
  handler: EventBatchHandler,
  options: DeliveryOptions,
): Promise<DeliveryOutcome> {
  const fields = {
    topic: batch.topic,
    partition: batch.partition,
    firstOffset: batch.events[0]?.offset,
    lastOffset: batch.events.at(-1)?.offset,
  };
  return attempt(() => handler(batch), fields, options);
}

async function attempt(run: () => Promise<void>, fields: object, options: DeliveryOptions): Promise<DeliveryOutcome> {
  const maxAttempts = Math.max(1, options.maxAttempts);
  for (let attempt = 1; ; attempt++) {
    if (options.signal.aborted) return { kind: 'abandoned' };
    try {
      await run();
      return { kind: 'handled' };
    } catch (error) {
      if (attempt >= maxAttempts) return { kind: 'failed', error: describeError(error), attempts: attempt };
      options.logger.warn({ ...fields, attempt, maxAttempts, err: error }, 'event handler failed; retrying');
      if (!(await pause(backoffMs(attempt, options.retry), options.signal))) return { kind: 'abandoned' };
      await options.betweenAttempts?.();
    }
  }
}

export function backoffMs(attempt: number, policy: RetryPolicy): number {
  return Math.min(policy.maxBackoffMs, policy.initialBackoffMs * 2 ** (attempt - 1));
}

/** Resolves true after `ms`, or false as soon as the signal aborts. */
async function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  try {
    await sleep(ms, undefined, { signal });
    return true;
  } catch {
    return false;
  }
}
