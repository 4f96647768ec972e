import { unavailable } from '../errors/domain-error';
import { MemoryEventBus } from './memory-event-bus';
import type { EventBus, EventHandler, SubscribeRequest } from './port';
import { RetryingSubscription } from './retrying-subscription';

/** A bus whose broker refuses the first `refusals` subscriptions, as Kafka does while down. */
class FlakyBus implements Pick<EventBus, 'subscribe'> {
  attempts = 0;
  constructor(
    private readonly bus: MemoryEventBus,
    private refusals: number,
  ) {}
  subscribe(request: SubscribeRequest, handler: EventHandler) {
    this.attempts += 1;
    if (this.refusals-- > 0) return Promise.reject(unavailable('cannot reach Kafka'));
    return this.bus.subscribe(request, handler);
  }
}

const until = async (what: () => boolean, timeoutMs = 5_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!what()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('a retrying subscription', () => {
  it('subscribes once the broker takes it, reporting each refused attempt, and then delivers', async () => {
    const memory = new MemoryEventBus();
    await memory.start();
    const bus = new FlakyBus(memory, 1);
    const seen: unknown[] = [];
    const failures: number[] = [];
    let subscribed = 0;
    const subscription = new RetryingSubscription(
      () =>
        bus.subscribe({ group: 'g', topics: ['t'], fromBeginning: true }, async (event) => void seen.push(event.data)),
      (_error, attempt) => failures.push(attempt),
      () => (subscribed += 1),
    );
    await subscription.start();
    expect(failures).toEqual([1]);
    expect(subscribed).toBe(0);
    await until(() => subscribed === 1);
    await memory.publish({ topic: 't', key: 'k', type: 'x', data: { n: 1 } });
    await until(() => seen.length === 1);
    expect(seen).toEqual([{ n: 1 }]);
    expect(bus.attempts).toBe(2);
    await subscription.stop();
    await memory.stop();
  });

  it('makes no more attempts once stopped', async () => {
    const memory = new MemoryEventBus();
    await memory.start();
    const bus = new FlakyBus(memory, 1);
    const subscription = new RetryingSubscription(
      () => bus.subscribe({ group: 'g', topics: ['t'] }, async () => {}),
      () => {},
    );
    await subscription.start();
    await subscription.stop();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(bus.attempts).toBe(1);
    await memory.stop();
  });
});
