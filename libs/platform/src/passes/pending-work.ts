/**
 * Work done in passes over durable marks (work due in a store, announcements waiting for the
 * broker): one pass at a time; a wake during a pass runs one more pass after it, so nothing marked
 * meanwhile waits for the next timer. A failed pass is reported and left for the next wake.
 * The timers live here, so the domain that owns the pass has none.
 */
export class PendingWork {
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly pass: () => Promise<void>,
    private readonly onFailure: (error: unknown) => void,
  ) {}

  /** Runs a pass now and every `everyMs` after (work of dead processes, retries), until stopped. */
  start(everyMs: number): void {
    void this.wake();
    this.timer = setInterval(() => void this.wake(), everyMs);
    this.timer.unref();
  }

  /** Runs a pass now, or one more after the pass in progress; resolves when this one ends. */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.pass()
      .catch(this.onFailure)
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          void this.wake();
        }
      });
    return this.running;
  }

  /** Starts no more passes and waits for the one in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }
}

/**
 * Runs `work`, calling `renew` every `everyMs` while it runs (a lease kept alive during a long
 * render or extraction); a failed renewal is `renew`'s to report.
 */
export async function renewingWhile<T>(everyMs: number, renew: () => void, work: () => Promise<T>): Promise<T> {
  const renewing = setInterval(renew, everyMs);
  try {
    return await work();
  } finally {
    clearInterval(renewing);
  }
}
