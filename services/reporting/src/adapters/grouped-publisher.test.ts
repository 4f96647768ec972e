import { MemoryEventBus, type EventBus, type EventEnvelope, type PublishRequest } from '@downbeat/platform';
import { GroupedPublisher } from './grouped-publisher';

const batch = (name: string, size: number): PublishRequest<{ n: number }>[] =>
  Array.from({ length: size }, (_, n) => ({
    topic: 'analytics.events.v1',
    key: 'p',
    type: 't',
    id: `${name}-${n}`,
    data: { n },
  }));

describe('grouped publisher', () => {
  it('sends the batches that arrive while a request is in flight in one request, in order, and answers each its own', async () => {
    const bus = new MemoryEventBus();
    await bus.start();
    const sent: string[][] = [];
    const published: EventEnvelope[] = [];
    await bus.subscribe(
      { group: 'test', topics: ['analytics.events.v1'] },
      async (event) => void published.push(event),
    );
    const counting: Pick<EventBus, 'publishAll'> = {
      publishAll: async (requests) => {
        sent.push(requests.map((request) => request.id!));
        return bus.publishAll(requests);
      },
    };
    const publisher = new GroupedPublisher(counting);
    const answers = await Promise.all(
      [batch('a', 2), batch('b', 1), batch('c', 3)].map((b) => publisher.publishAll(b)),
    );
    expect(answers.map((envelopes) => envelopes.map((envelope) => envelope.id))).toEqual([
      ['a-0', 'a-1'],
      ['b-0'],
      ['c-0', 'c-1', 'c-2'],
    ]);
    expect(sent).toEqual([['a-0', 'a-1', 'b-0', 'c-0', 'c-1', 'c-2']]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(published.map((event) => event.id)).toEqual(['a-0', 'a-1', 'b-0', 'c-0', 'c-1', 'c-2']);
    await bus.stop();
  });

  it('fails every batch of a request that failed, and sends later ones anew', async () => {
    let fail = true;
    const sent: number[] = [];
    const publisher = new GroupedPublisher({
      publishAll: async (requests) => {
        if (fail) {
          fail = false;
          throw new Error('broker unavailable');
        }
        sent.push(requests.length);
        return [];
      },
    });
    const first = [batch('a', 1), batch('b', 1)].map((b) => publisher.publishAll(b));
    for (const answer of first) await expect(answer).rejects.toThrow('broker unavailable');
    await publisher.publishAll(batch('c', 2));
    expect(sent).toEqual([2]);
  });

  it('keeps each produce request under the broker’s record batch limit', async () => {
    const sizes: number[] = [];
    const publisher = new GroupedPublisher({
      publishAll: async (requests) => {
        sizes.push(requests.length);
        return [];
      },
    });
    const big = (name: string) =>
      Array.from({ length: 100 }, (_, n) => ({
        topic: 't',
        key: 'p',
        type: 't',
        id: `${name}-${n}`,
        data: { ids: 'x'.repeat(1_500) },
      }));
    await Promise.all(Array.from({ length: 8 }, (_, i) => publisher.publishAll(big(String(i)))));
    // 100 records of ~1.9 KB: two batches fit in 384 KB, three do not.
    expect(sizes).toEqual([200, 200, 200, 200]);
  });
});
