import { AsyncLocalStorage } from 'node:async_hooks';
import { GroupCommit } from './group-commit';

describe('group commit', () => {
  it('writes an item alone when nothing is in flight, and what arrives meanwhile in one write after it', async () => {
    const writes: number[][] = [];
    let finishFirst: () => void = () => undefined;
    const commit = new GroupCommit<number, string>(async (items) => {
      writes.push(items);
      if (writes.length === 1) await new Promise<void>((resolve) => (finishFirst = resolve));
      return items.map((item) => `written ${item}`);
    });
    const first = commit.submit(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map((item) => commit.submit(item));
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([[1]]);
    finishFirst();
    expect(await first).toBe('written 1');
    expect(await Promise.all(later)).toEqual(['written 2', 'written 3', 'written 4']);
    expect(writes).toEqual([[1], [2, 3, 4]]);
  });

  it('fails every item of a failed write, and writes the next group anyway', async () => {
    let fail = true;
    const commit = new GroupCommit<number, number>(async (items) => {
      if (fail) {
        fail = false;
        throw new Error('store unavailable');
      }
      return items;
    });
    const failed = [commit.submit(1), commit.submit(2)];
    for (const item of failed) await expect(item).rejects.toThrow('store unavailable');
    expect(await commit.submit(3)).toBe(3);
  });

  it('splits what waits into writes of at most maxItems', async () => {
    const writes: number[][] = [];
    const commit = new GroupCommit<number, number>(
      async (items) => {
        writes.push(items);
        return items;
      },
      { maxItems: 2 },
    );
    expect(await Promise.all([1, 2, 3, 4, 5].map((item) => commit.submit(item)))).toEqual([1, 2, 3, 4, 5]);
    expect(writes).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('splits what waits by weight, and writes an item heavier than the limit alone', async () => {
    const writes: number[][] = [];
    const commit = new GroupCommit<number, number>(
      async (items) => {
        writes.push(items);
        return items;
      },
      { maxWeight: 10, weigh: (item) => item },
    );
    await Promise.all([4, 5, 12, 3, 3, 3].map((item) => commit.submit(item)));
    expect(writes).toEqual([[4, 5], [12], [3, 3, 3]]);
  });

  it('writes a group in the async context of its first item (its request’s trace)', async () => {
    const request = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    const commit = new GroupCommit<number, number>(async (items) => {
      seen.push(request.getStore());
      return items;
    });
    await request.run('request-1', () => commit.submit(1));
    await Promise.all([
      request.run('request-2', () => commit.submit(2)),
      request.run('request-3', () => commit.submit(3)),
    ]);
    expect(seen).toEqual(['request-1', 'request-2']);
  });
});
