import { MemoryDocumentStore } from '@downbeat/platform';
import { COLLECTIONS } from '../domain/documents';
import { OutboxStore, type LegacyOutboxEntry, type OutboxEntry } from './outbox';

async function setUp() {
  const store = new MemoryDocumentStore();
  await store.start();
  return {
    outbox: new OutboxStore(store),
    entries: store.collection<OutboxEntry | LegacyOutboxEntry>(COLLECTIONS.outbox),
  };
}

const track = (id: string, revision = 1) => ({ kind: 'track' as const, id, revision });
const NOW = 1_800_000_000_000;

describe('the outbox store', () => {
  it('keeps a batch out of the due ones until its writing lease ends or it is released', async () => {
    const { outbox } = await setUp();
    const id = await outbox.announce([track('a'), track('b')], NOW, NOW + 60_000);
    expect(await outbox.due(NOW, 20)).toEqual([]);
    expect(await outbox.due(NOW + 60_000, 20)).toEqual([
      { id, entities: [track('a'), track('b')], published: 0, attempts: 0 },
    ]);
    await outbox.release(id);
    expect(await outbox.due(NOW, 20)).toHaveLength(1);
  });

  it('gives due batches oldest first, at most the limit, and forgets one when done', async () => {
    const { outbox } = await setUp();
    const first = await outbox.announce([track('a')], NOW, NOW);
    const second = await outbox.announce([track('b')], NOW + 1, NOW + 1);
    await outbox.announce([track('c')], NOW + 2, NOW + 2);
    expect((await outbox.due(NOW + 10, 2)).map((batch) => batch.id)).toEqual([first, second]);
    const [batch] = await outbox.due(NOW + 10, 1);
    await outbox.done(batch!);
    expect((await outbox.due(NOW + 10, 20)).map((due) => due.id)).not.toContain(first);
  });

  it('remembers progress and schedules a retry', async () => {
    const { outbox } = await setUp();
    await outbox.announce([track('a'), track('b'), track('c')], NOW, NOW);
    const [batch] = await outbox.due(NOW, 20);
    await outbox.progress(batch!, 1);
    expect(await outbox.due(NOW, 20)).toEqual([expect.objectContaining({ published: 1, attempts: 0 })]);
    await outbox.retryAt(batch!, 2, 1, NOW + 500);
    expect(await outbox.due(NOW, 20)).toEqual([]);
    expect(await outbox.due(NOW + 500, 20)).toEqual([expect.objectContaining({ published: 2, attempts: 1 })]);
  });

  it('reads, retries and removes entries of the per-entity format of earlier versions at their revision', async () => {
    const { outbox, entries } = await setUp();
    await entries.insertOne({
      _id: 'track:a',
      kind: 'track',
      entityId: 'a',
      revision: 3,
      attempts: 0,
      nextAttemptAt: 0,
    });
    const [batch] = await outbox.due(NOW, 20);
    expect(batch).toMatchObject({ id: 'track:a', entities: [track('a', 3)], published: 0, attempts: 0 });
    await outbox.retryAt(batch!, 0, 1, NOW + 500);
    expect(await entries.findOne({ _id: 'track:a' })).toMatchObject({ attempts: 1, nextAttemptAt: NOW + 500 });
    // An older replica raised the revision meanwhile: the entry now asks for more than was published.
    await entries.updateOne({ _id: 'track:a' }, { $set: { revision: 4 } });
    await outbox.done(batch!);
    expect(await entries.count({})).toBe(1);
    const [raised] = await outbox.due(NOW + 500, 20);
    await outbox.done(raised!);
    expect(await entries.count({})).toBe(0);
  });
});
