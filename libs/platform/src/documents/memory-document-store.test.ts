import { describe, expect, it } from '@jest/globals';
import { describeDocumentStoreContract } from './document-store.contract';
import { MemoryDocumentStore } from './memory-document-store';

describeDocumentStoreContract('memory', async () => {
  const store = new MemoryDocumentStore();
  await store.start();
  return store;
});

describe('MemoryDocumentStore lookups by id', () => {
  it('finds, replaces and updates by _id and by $in of ids, still applying the rest of the filter', async () => {
    const store = new MemoryDocumentStore();
    await store.start();
    const tracks = store.collection<{ _id: string; title: string; plays: number }>('tracks');
    for (let i = 0; i < 2_000; i += 1) {
      await tracks.replaceOne({ _id: `t${i}` }, { _id: `t${i}`, title: `Track ${i}`, plays: 0 }, { upsert: true });
    }
    for (let i = 0; i < 2_000; i += 1) await tracks.updateOne({ _id: `t${i}` }, { $inc: { plays: 1 } });

    expect(await tracks.count({ plays: 1 })).toBe(2_000);
    expect(await tracks.find({ _id: { $in: ['t5', 't3', 'missing', 't5'] } })).toEqual([
      { _id: 't5', title: 'Track 5', plays: 1 },
      { _id: 't3', title: 'Track 3', plays: 1 },
    ]);
    expect(await tracks.findOne({ _id: 't7', plays: 2 })).toBeNull();
    await store.stop();
  });
});
