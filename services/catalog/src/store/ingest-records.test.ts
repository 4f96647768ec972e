import { MemoryDocumentStore } from '@downbeat/platform';
import type { IngestRecord } from '../domain/ports';
import { IngestRecordStore } from './ingest-records';

const record = (overrides: Partial<IngestRecord> = {}): IngestRecord => ({
  _id: 'track-1',
  masterSha256: 'a'.repeat(64),
  masterUri: '/masters/a.wav',
  state: 'processing',
  message: 'Waiting for media',
  followUpAt: 1_000,
  followUps: 0,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

async function setUp() {
  const store = new MemoryDocumentStore();
  await store.start();
  return new IngestRecordStore<IngestRecord>(store, 'track_ingests');
}

describe('ingest records', () => {
  it('changes a record only while it is about the same master, removing fields given as undefined', async () => {
    const records = await setUp();
    await records.save(record());
    expect(await records.update('track-1', 'b'.repeat(64), { state: 'failed' })).toBe(false);
    expect(
      await records.update('track-1', 'a'.repeat(64), {
        state: 'published',
        followUpAt: undefined,
        updatedAt: '2026-11-21T11:00:00.000Z',
      }),
    ).toBe(true);
    const stored = await records.get('track-1');
    expect(stored).toMatchObject({ state: 'published', updatedAt: '2026-11-21T11:00:00.000Z' });
    expect(stored).not.toHaveProperty('followUpAt');
  });

  it('stamps the change time unless one is given', async () => {
    const records = await setUp();
    await records.save(record());
    await records.update('track-1', 'a'.repeat(64), { message: 'Rendering' });
    expect((await records.get('track-1'))!.updatedAt > '2026-11-21T10:00:00.000Z').toBe(true);
  });

  it('finds processing records whose follow-up is due, at most the limit', async () => {
    const records = await setUp();
    await records.save(record({ _id: 'due-1', followUpAt: 1_000 }));
    await records.save(record({ _id: 'due-2', followUpAt: 2_000 }));
    await records.save(record({ _id: 'later', followUpAt: 9_000 }));
    await records.save(record({ _id: 'done', state: 'published', followUpAt: 1_000 }));
    expect((await records.followUpsDue(5_000, 20)).map((due) => due._id).sort()).toEqual(['due-1', 'due-2']);
    expect(await records.followUpsDue(5_000, 1)).toHaveLength(1);
  });
});
