import type { EventBus, EventEnvelope, EventHandler, PublishRequest, SubscribeRequest, Subscription } from './port';

/**
 * Publishes and subscribes through a bus that is started on first use and again after a failed
 * start, so a service starts and serves while Kafka is down (catalog's reads, accounts' tokens);
 * its outbox relays and followers retry until it is back.
 */
export class BackgroundStartedBus implements Pick<EventBus, 'publish' | 'subscribe'> {
  private started: Promise<void> | undefined;

  constructor(private readonly bus: EventBus) {}

  async publish<T>(request: PublishRequest<T>): Promise<EventEnvelope<T>> {
    await this.start();
    return this.bus.publish(request);
  }

  async subscribe(request: SubscribeRequest, handler: EventHandler): Promise<Subscription> {
    await this.start();
    return this.bus.subscribe(request, handler);
  }

  private start(): Promise<void> {
    this.started ??= this.bus.start().catch((error: unknown) => {
      this.started = undefined;
      throw error;
    });
    return this.started;
  }
}
