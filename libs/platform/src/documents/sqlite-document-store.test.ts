import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { describeDocumentStoreContract } from './document-store.contract';
import { SqliteDocumentStore } from './sqlite-document-store';

describeDocumentStoreContract('sqlite', async () => {
  const store = new SqliteDocumentStore({ file: ':memory:' });
  await store.start();
  return store;
});

interface User {
  _id: string;
  email: string;
  createdAt: Date;
}

describe('SqliteDocumentStore on a file', () => {
  let dataDir: string;
  const file = () => join(dataDir, 'documents.sqlite');
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'downbeat-documents-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const started = async (options: { importSnapshotsFrom?: string } = {}) => {
    const store = new SqliteDocumentStore({ file: file(), ...options });
    await store.start();
    return store;
  };

  it('keeps documents, dates and unique indexes across a stop and a start', async () => {
    const first = await started();
    const users = first.collection<User>('users');
    await users.ensureIndexes([{ keys: { email: 1 }, unique: true }]);
    await users.insertOne({ _id: 'u1', email: 'a@example.com', createdAt: new Date('2024-02-03T04:05:06.000Z') });
    await users.insertOne({ _id: 'u2', email: 'b@example.com', createdAt: new Date('2024-02-04T04:05:06.000Z') });
    await users.updateOne({ _id: 'u1' }, { $set: { email: 'c@example.com' } });
    await users.deleteOne({ _id: 'u2' });
    await first.stop();

    const second = await started();
    const reopened = second.collection<User>('users');
    expect(await reopened.find({})).toEqual([
      { _id: 'u1', email: 'c@example.com', createdAt: new Date('2024-02-03T04:05:06.000Z') },
    ]);
    await expect(
      reopened.insertOne({ _id: 'u3', email: 'c@example.com', createdAt: new Date() }),
    ).rejects.toMatchObject({ kind: 'already-exists' });
    await second.stop();
  });

  it('has committed every write whose promise resolved, before any stop (what a kill -9 leaves)', async () => {
    const writer = await started();
    const likes = writer.collection<{ _id: string; n: number }>('likes');
    for (let i = 0; i < 200; i += 1) await likes.insertOne({ _id: `l${i}`, n: i });
    await likes.deleteMany({ n: { $lt: 50 } });
    await likes.updateOne({ _id: 'l199' }, { $inc: { n: 1 } });

    // A second connection sees exactly what the first acknowledged, while the first never stopped.
    const reader = await started();
    const seen = reader.collection<{ _id: string; n: number }>('likes');
    expect(await seen.count({})).toBe(150);
    expect(await seen.findOne({ _id: 'l199' })).toEqual({ _id: 'l199', n: 200 });
    await reader.stop();
    await writer.stop();
  });

  it('leaves nothing behind of a write it refused', async () => {
    const store = await started();
    const users = store.collection<User>('users');
    await users.ensureIndexes([{ keys: { email: 1 }, unique: true }]);
    await users.insertOne({ _id: 'u1', email: 'a@example.com', createdAt: new Date(0) });
    await expect(users.insertOne({ _id: 'u2', email: 'a@example.com', createdAt: new Date(0) })).rejects.toMatchObject({
      kind: 'already-exists',
    });
    await store.stop();
    const reopened = await started();
    expect(await reopened.collection<User>('users').count({})).toBe(1);
    await reopened.stop();
  });

  it('imports the snapshot files of an earlier version once, then sets them aside', async () => {
    const snapshots = join(dataDir, 'accounts');
    await mkdir(snapshots);
    await writeFile(
      join(snapshots, 'partners.json'),
      JSON.stringify({
        version: 1,
        collection: 'partners',
        indexes: [{ keys: { accessKeyId: 1 }, unique: true, name: 'accessKeyId_1' }],
        documents: [{ _id: 'p1', accessKeyId: 'demo', createdAt: { $date: '2025-01-02T03:04:05.000Z' } }],
      }),
    );
    const store = await started({ importSnapshotsFrom: snapshots });
    const partners = store.collection<{ _id: string; accessKeyId: string; createdAt?: Date }>('partners');
    expect(await partners.find({})).toEqual([
      { _id: 'p1', accessKeyId: 'demo', createdAt: new Date('2025-01-02T03:04:05.000Z') },
    ]);
    await expect(partners.insertOne({ _id: 'p2', accessKeyId: 'demo' })).rejects.toMatchObject({
      kind: 'already-exists',
    });
    await store.stop();
    expect((await readdir(dataDir)).filter((name) => name.startsWith('accounts'))).toEqual([
      expect.stringMatching(/^accounts\.imported-\d+$/),
    ]);
  });
});
