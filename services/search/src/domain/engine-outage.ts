/**
 * How the consumers that write to the engine live through its outages: the handler holds its
 * event (or batch) and retries with backoff instead of failing. The event bus commits only after
 * the handler succeeds, and a failing handler would send the event to the dead-letter topic; so
 * nothing is committed that was not written, and writing resumes where it stopped when the engine
 * answers again. Failures other than 'unavailable' are thrown at once (the bus dead-letters).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { isDomainError } from '@downbeat/platform';

export interface OutageLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface Backoff {
  /** Delay after the first failure; doubles up to `maxMs`. */
  initialMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { initialMs: 250, maxMs: 10_000 };

export class EngineOutageHold {
  private readonly stopping = new AbortController();
  private waitingSince: number | undefined;

  constructor(
    private readonly logger: OutageLogger,
    private readonly backoff: Backoff = DEFAULT_BACKOFF,
  ) {}

  /** False while a write waits for the engine. */
  isHealthy(): boolean {
    return this.waitingSince === undefined;
  }

  /** Ends any wait: the held write fails, and the bus redelivers it to the next start. */
  stop(): void {
    this.stopping.abort();
  }

  /** Runs `write` until it succeeds, waiting out 'unavailable'; `about` goes into the log lines. */
  async run(about: object, write: () => Promise<void>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await write();
        if (this.waitingSince !== undefined) {
          this.logger.info({ waitedMs: Date.now() - this.waitingSince }, 'search engine back; writing resumed');
          this.waitingSince = undefined;
        }
        return;
      } catch (error) {
        if (!isDomainError(error, 'unavailable') || this.stopping.signal.aborted) throw error;
        this.waitingSince ??= Date.now();
        if (attempt === 1 || attempt % 10 === 0)
          this.logger.warn(
            { ...about, attempt, err: error },
            'search engine unavailable; holding the write until it answers',
          );
        const delay = Math.min(this.backoff.maxMs, this.backoff.initialMs * 2 ** Math.min(attempt - 1, 20));
        try {
          await sleep(delay, undefined, { signal: this.stopping.signal });
        } catch {
          throw error;
        }
      }
    }
  }
}
