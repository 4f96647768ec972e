import type {
  EventBatchHandler,
  EventBus,
  EventEnvelope,
  PublishRequest,
  SubscribeRequest,
  Subscription,
} from './port';

/**
 * Puts every topic and consumer group of a bus under a namespace (`e2e-k3x9.catalog.tracks.v1`),
 * so several Downbeat systems can share one broker without reading each other's events — test
 * runs and benchmarks on one machine, or staging next to production. Services keep using the
 * logical topic names; handlers see them too. Production runs without a namespace.
 */
export class NamespacedEventBus implements EventBus {
  constructor(
    private readonly inner: EventBus,
    private readonly namespace: string,
  ) {}

  start(): Promise<void> {
    return this.inner.start();
  }

  async publish<T>(request: PublishRequest<T>): Promise<EventEnvelope<T>> {
    return this.outside(await this.inner.publish({ ...request, topic: this.inside(request.topic) }));
  }

  async publishAll<T>(requests: PublishRequest<T>[]): Promise<EventEnvelope<T>[]> {
    const published = await this.inner.publishAll(
      requests.map((request) => ({ ...request, topic: this.inside(request.topic) })),
    );
    return published.map((event) => this.outside(event));
  }

  subscribe(request: SubscribeRequest, handler: (event: EventEnvelope) => Promise<void>): Promise<Subscription> {
    return this.inner.subscribe(this.insideRequest(request), (event) => handler(this.outside(event)));
  }

  subscribeBatches(request: SubscribeRequest, handler: EventBatchHandler): Promise<Subscription> {
    return this.inner.subscribeBatches(this.insideRequest(request), (batch) =>
      handler({
        topic: this.outsideName(batch.topic),
        partition: batch.partition,
        events: batch.events.map(({ envelope, offset }) => ({ envelope: this.outside(envelope), offset })),
      }),
    );
  }

  isHealthy(): Promise<boolean> {
    return this.inner.isHealthy();
  }

  stop(): Promise<void> {
    return this.inner.stop();
  }

  private inside(name: string): string {
    return `${this.namespace}.${name}`;
  }

  private insideRequest(request: SubscribeRequest): SubscribeRequest {
    return { ...request, group: this.inside(request.group), topics: request.topics.map((topic) => this.inside(topic)) };
  }

  private outsideName(name: string): string {
    const prefix = `${this.namespace}.`;
    return name.startsWith(prefix) ? name.slice(prefix.length) : name;
  }

  private outside<T>(event: EventEnvelope<T>): EventEnvelope<T> {
    const topic = this.outsideName(event.topic);
    const deadLetter = event.deadLetter && {
      ...event.deadLetter,
      originalTopic: this.outsideName(event.deadLetter.originalTopic),
    };
    return { ...event, topic, ...(deadLetter ? { deadLetter } : {}) };
  }
}
