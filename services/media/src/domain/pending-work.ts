/**
 * Work done in passes over durable marks (announcements waiting for the broker): one pass at a
 * time; a wake during a pass runs one more pass after it, so nothing marked meanwhile waits for the
 * next timer. A failed pass is reported and left for the next wake.
 */
export class PendingWork {
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly pass: () => Promise<void>,
    private readonly onFailure: (error: unknown) => void,
  ) {}

  /** Runs a pass now, or one more after the pass in progress; resolves when this one ends. */
  wake(): Promise<void> {
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
}
