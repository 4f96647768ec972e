/**
 * How the consumers that write to the engine live through its outages: the handler holds its
 * event (or batch) and retries with backoff instead of failing. The event bus commits only after
 * the handler succeeds, and a failing handler would send the event to the dead-letter topic; so
 * nothing is committed that was not written, and writing resumes where it stopped when the engine
 * answers again. Failures other than 'unavailable' are thrown at once (the bus dead-letters).
 *
 * The rules are here, on plain values; the waiting is `adapters/engine-outage-hold.ts`, behind
 * the `EngineWriteHold` port the consumers are given.
 */
import { isDomainError } from '@downbeat/platform';

export interface Backoff {
  /** Delay after the first failure; doubles up to `maxMs`. */
  initialMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { initialMs: 250, maxMs: 10_000 };

/** Whether a failed write is held and retried: only while the engine is unavailable. */
export function holdsThrough(error: unknown): boolean {
  return isDomainError(error, 'unavailable');
}

/** The wait after failed attempt `attempt` (1-based): `initialMs` doubling up to `maxMs`. */
export function backoffDelay(attempt: number, backoff: Backoff = DEFAULT_BACKOFF): number {
  return Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.min(attempt - 1, 20));
}

/** Which failed attempts are logged: the first and every tenth, so a long outage logs sparsely. */
export function logsAttempt(attempt: number): boolean {
  return attempt === 1 || attempt % 10 === 0;
}

/** The port the consumers write through: runs a write until it succeeds, waiting out outages. */
export interface EngineWriteHold {
  /** Runs `write` until it succeeds; `about` goes into the log lines. */
  run(about: object, write: () => Promise<void>): Promise<void>;
  /** False while a write waits for the engine. */
  isHealthy(): boolean;
  /** Ends any wait: the held write fails, and the bus redelivers it to the next start. */
  stop(): void;
}
