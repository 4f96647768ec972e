import { MemoryDocumentStore } from '@downbeat/platform';
import type { BatchRecord } from '../domain/ports';
import { BatchRecordStore } from './batch-records';

const record = (overrides: Partial<BatchRecord> = {}): BatchRecord => ({
  _id: 'partner-1/key:k1',
  partnerId: 'partner-1',
  fingerprint: 'f1',
  batchId: 'batch-1',
  eventsCount: 2,
  receivedAt: '2026-11-26T10:00:00.000Z',
  state: 'publishing',
  leaseUntil: '2026-11-26T10:00:30.000Z',
  createdAt: '2026-11-26T10:00:00.000Z',
  ...overrides,
});

async function open() {
  const store = new MemoryDocumentStore();
  await store.start();
  return { records: new BatchRecordStore(store), raw: store.collection<BatchRecord>('analytics_batches') };
}

describe('batch records', () => {
  it('read a record as published once its batch is noted, and only that batch', async () => {
    const { records } = await open();
    expect(await records.insert(record())).toBe(true);
    expect(await records.insert(record())).toBe(false);
    expect((await records.get('partner-1/key:k1'))?.state).toBe('publishing');
    await records.markPublished(record());
    await records.markPublished(record()); // a republisher finishing too
    expect((await records.get('partner-1/key:k1'))?.state).toBe('published');
    // Past retention the record is replaced by a new batch, which the old note does not cover.
    expect(
      await records.replaceCreated(
        record().createdAt,
        record({ batchId: 'batch-2', createdAt: '2026-11-27T11:00:00.000Z' }),
      ),
    ).toBe(true);
    expect((await records.get('partner-1/key:k1'))?.state).toBe('publishing');
  });

  it('read a record marked published in place (written before the notes) as published', async () => {
    const { records, raw } = await open();
    await raw.insertOne(record({ state: 'published' }));
    expect((await records.get('partner-1/key:k1'))?.state).toBe('published');
  });

  it('prune records and their notes past the cutoff together', async () => {
    const { records, raw } = await open();
    await records.insert(record());
    await records.markPublished(record());
    await records.insert(
      record({ _id: 'partner-1/key:k2', batchId: 'batch-3', createdAt: '2026-11-27T10:00:00.000Z' }),
    );
    expect(await records.deleteCreatedBefore('2026-11-27T00:00:00.000Z')).toBe(2);
    expect((await raw.find({})).map((document) => document._id)).toEqual(['partner-1/key:k2']);
  });
});
