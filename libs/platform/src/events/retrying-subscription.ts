import type { Subscription } from './port';

/**
 * A subscription tried again in the background until the bus takes it (Kafka down at start),
 * backing off from 1 s to 30 s, so a service starts and serves without its consumers. The retry
 * timer lives here, so the domain that consumes has none. `join` is the subscribing call, e.g.
 * `() => bus.subscribe(request, handler)` (or `subscribeBatches`).
 */
export class RetryingSubscription {
  private subscription: Subscription | undefined;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly join: () => Promise<Subscription>,
    /** Told of each failed attempt (1, 2, …) before the next is scheduled. */
    private readonly onFailure: (error: unknown, attempt: number) => void,
    /** Told once the bus took the subscription: events published from then on reach the handler. */
    private readonly onSubscribed: () => void = () => undefined,
  ) {}

  /** Resolves once subscribed, or once the first attempt failed and a retry is scheduled. */
  start(): Promise<void> {
    return this.attempt(1);
  }

  /** Makes no more attempts and stops the subscription if there is one. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    await this.subscription?.stop();
  }

  private async attempt(attempt: number): Promise<void> {
    if (this.stopped) return;
    try {
      const subscription = await this.join();
      if (this.stopped) {
        await subscription.stop();
        return;
      }
      this.subscription = subscription;
    } catch (error) {
      this.onFailure(error, attempt);
      if (this.stopped) return;
      this.retry = setTimeout(() => void this.attempt(attempt + 1), Math.min(30_000, 500 * 2 ** attempt));
      this.retry.unref();
      return;
    }
    this.onSubscribed();
  }
}
