import type { Producer } from 'kafkajs';
import { ReplaceableProducer } from './kafka-producer';

/** Just enough of a kafkajs producer to see which one a send ran on, and whether it was let go. */
function fakeProducers() {
  const made: { id: number; connects: number; disconnected: boolean }[] = [];
  const create = () => {
    const state = { id: made.length, connects: 0, disconnected: false };
    made.push(state);
    return {
      id: state.id,
      connect: async () => void state.connects++,
      disconnect: async () => void (state.disconnected = true),
    } as unknown as Producer;
  };
  return { made, create };
}
const idOf = (producer: Producer) => (producer as unknown as { id: number }).id;

describe('ReplaceableProducer', () => {
  it('starts a send only after the one before it settled', async () => {
    const { create } = fakeProducers();
    const producer = new ReplaceableProducer(create);
    const log: string[] = [];
    let finishFirst!: () => void;
    const first = producer.send(async () => {
      log.push('first started');
      await new Promise<void>((resolve) => (finishFirst = resolve));
      log.push('first done');
    });
    const second = producer.send(async () => void log.push('second started'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['first started']);
    finishFirst();
    await Promise.all([first, second]);
    expect(log).toEqual(['first started', 'first done', 'second started']);
  });

  it('sends on a new producer after a failed send, and lets the failed one go', async () => {
    const { made, create } = fakeProducers();
    const producer = new ReplaceableProducer(create);
    const usedBy: number[] = [];
    await producer.send(async (p) => void usedBy.push(idOf(p)));
    await expect(
      producer.send(async (p) => {
        usedBy.push(idOf(p));
        throw new Error('connection closed');
      }),
    ).rejects.toThrow('connection closed');
    await producer.send(async (p) => void usedBy.push(idOf(p)));
    expect(usedBy).toEqual([0, 0, 1]);
    expect(made.map(({ connects, disconnected }) => ({ connects, disconnected }))).toEqual([
      { connects: 1, disconnected: true },
      { connects: 1, disconnected: false },
    ]);
  });

  it('tries a new producer after one that could not connect', async () => {
    let attempts = 0;
    const producer = new ReplaceableProducer(
      () =>
        ({
          connect: async () => {
            if (attempts++ === 0) throw new Error('broker down');
          },
          disconnect: async () => undefined,
        }) as unknown as Producer,
    );
    await expect(producer.connect()).rejects.toThrow('broker down');
    await expect(producer.send(async () => undefined)).resolves.toBeUndefined();
    expect(attempts).toBe(2);
  });
});
