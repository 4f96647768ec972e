import type { EventBus, EventEnvelope, PublishRequest, SubscribeRequest, Subscription } from './port';

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
    return this.inner.subscribe(
      { ...request, group: this.inside(request.group), topics: request.topics.map((topic) => this.inside(topic)) },
      (event) => handler(this.outside(event)),
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

  private outside<T>(event: EventEnvelope<T>): EventEnvelope<T> {
    const prefix = `${this.namespace}.`;
    const topic = event.topic.startsWith(prefix) ? event.topic.slice(prefix.length) : event.topic;
    const deadLetter = event.deadLetter && {
      ...event.deadLetter,
      originalTopic: event.deadLetter.originalTopic.startsWith(prefix)
        ? event.deadLetter.originalTopic.slice(prefix.length)
        : event.deadLetter.originalTopic,
    };
    return { ...event, topic, ...(deadLetter ? { deadLetter } : {}) };
  }
}
