import type { EventBus, EventEnvelope, PublishRequest } from '@downbeat/platform';

/**
 * Publishes through a bus that is started on first use and again after a failed start, so the
 * catalog starts and serves reads while Kafka is down; the outbox relay retries until it is back.
 */
export class BackgroundStartedBus implements Pick<EventBus, 'publish'> {
  private started: Promise<void> | undefined;

  constructor(private readonly bus: EventBus) {}

  async publish<T>(request: PublishRequest<T>): Promise<EventEnvelope<T>> {
    this.started ??= this.bus.start().catch((error: unknown) => {
      this.started = undefined;
      throw error;
    });
    await this.started;
    return this.bus.publish(request);
  }
}
