import { describeEventBusContract, waitUntil } from './event-bus.contract';
import { MemoryEventBus } from './memory-event-bus';
import { NamespacedEventBus } from './namespaced-event-bus';
import type { EventEnvelope } from './port';

const fastMemoryBus = async () => {
  const bus = new MemoryEventBus({ retry: { initialBackoffMs: 5, maxBackoffMs: 20 } });
  await bus.start();
  return bus;
};

describeEventBusContract('namespaced memory', async () => new NamespacedEventBus(await fastMemoryBus(), 'run-a'));

describe('NamespacedEventBus', () => {
  it('keeps two systems on one broker apart, and shows handlers the logical topic', async () => {
    const broker = await fastMemoryBus();
    const first = new NamespacedEventBus(broker, 'run-a');
    const second = new NamespacedEventBus(broker, 'run-b');
    const seen: { bus: string; event: EventEnvelope }[] = [];
    for (const [name, bus] of [
      ['first', first],
      ['second', second],
    ] as const) {
      await bus.subscribe({ group: 'search', topics: ['catalog.tracks.v1'], fromBeginning: true }, async (event) => {
        seen.push({ bus: name, event });
      });
    }

    await first.publish({
      topic: 'catalog.tracks.v1',
      key: 't1',
      type: 'downbeat.catalog.track.v1',
      data: { id: 't1' },
    });

    await waitUntil('the first system to see its event', () => seen.length > 0, 5_000);
    expect(seen.map(({ bus, event }) => [bus, event.topic, event.key])).toEqual([['first', 'catalog.tracks.v1', 't1']]);
    const raw: EventEnvelope[] = [];
    await broker.subscribe(
      { group: 'audit', topics: ['run-a.catalog.tracks.v1'], fromBeginning: true },
      async (event) => {
        raw.push(event);
      },
    );
    await waitUntil('the namespaced topic to hold the event', () => raw.length > 0, 5_000);
    await broker.stop();
  });
});
