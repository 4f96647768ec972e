import { setTimeout as sleep } from 'node:timers/promises';
import {
  backoffDelay,
  DEFAULT_BACKOFF,
  holdsThrough,
  logsAttempt,
  type Backoff,
  type EngineWriteHold,
} from '../domain/engine-outage';

export interface OutageLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/** Holds a write through engine outages by sleeping out the domain's backoff (`domain/engine-outage.ts`). */
export class EngineOutageHold implements EngineWriteHold {
  private readonly stopping = new AbortController();
  private waitingSince: number | undefined;

  constructor(
    private readonly logger: OutageLogger,
    private readonly backoff: Backoff = DEFAULT_BACKOFF,
  ) {}

  isHealthy(): boolean {
    return this.waitingSince === undefined;
  }

  stop(): void {
    this.stopping.abort();
  }

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
        if (!holdsThrough(error) || this.stopping.signal.aborted) throw error;
        this.waitingSince ??= Date.now();
        if (logsAttempt(attempt))
          this.logger.warn(
            { ...about, attempt, err: error },
            'search engine unavailable; holding the write until it answers',
          );
        try {
          await sleep(backoffDelay(attempt, this.backoff), undefined, { signal: this.stopping.signal });
        } catch {
          throw error;
        }
      }
    }
  }
}
