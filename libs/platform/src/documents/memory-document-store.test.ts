import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { waitUntil } from '../events/event-bus.contract';
import { describeDocumentStoreContract } from './document-store.contract';
import { MemoryDocumentStore } from './memory-document-store';

describeDocumentStoreContract('memory', async () => {
  const store = new MemoryDocumentStore();
  await store.start();
  return store;
});

describe('MemoryDocumentStore snapshots', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'downbeat-documents-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const started = async () => {
    const store = new MemoryDocumentStore({ dataDir, snapshotDelayMs: 20 });
    await store.start();
    return store;
  };

  it('keeps documents, dates and unique indexes across a stop and a start with the same data dir', async () => {
    const first = await started();
    const users = first.collection<{ _id: string; email: string; createdAt: Date }>('users');
    await users.ensureIndexes([{ keys: { email: 1 }, unique: true }]);
    await users.insertOne({ _id: 'u1', email: 'a@example.com', createdAt: new Date('2024-02-03T04:05:06.000Z') });
    await users.insertOne({ _id: 'u2', email: 'b@example.com', createdAt: new Date('2024-02-04T04:05:06.000Z') });
    await users.deleteOne({ _id: 'u2' });
    await first.stop();

    const second = await started();
    const reopened = second.collection<{ _id: string; email: string; createdAt: Date }>('users');
    expect(await reopened.find({})).toEqual([
      { _id: 'u1', email: 'a@example.com', createdAt: new Date('2024-02-03T04:05:06.000Z') },
    ]);
    await expect(
      reopened.insertOne({ _id: 'u3', email: 'a@example.com', createdAt: new Date() }),
    ).rejects.toMatchObject({
      kind: 'already-exists',
    });
    await second.stop();
  });

  it('writes a snapshot shortly after a write, without waiting for stop, and leaves no temp files', async () => {
    const store = await started();
    await store.collection('jobs').insertOne({ _id: 'j1' });
    await waitUntil('the snapshot file appears', async () => (await readdir(dataDir)).includes('jobs.json'), 5_000);
    expect(await readdir(dataDir)).toEqual(['jobs.json']);

    const reader = new MemoryDocumentStore({ dataDir });
    await reader.start();
    expect(await reader.collection('jobs').findOne({ _id: 'j1' })).toEqual({ _id: 'j1' });
    await reader.stop();
    await store.stop();
  });

  it('forgets everything without a data dir', async () => {
    const first = new MemoryDocumentStore();
    await first.start();
    await first.collection('jobs').insertOne({ _id: 'j1' });
    await first.stop();
    const second = new MemoryDocumentStore();
    await second.start();
    expect(await second.collection('jobs').count({})).toBe(0);
  });
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
