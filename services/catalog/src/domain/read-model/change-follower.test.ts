import { MemoryDocumentStore } from '@downbeat/platform';
import { COLLECTIONS, type EntityKind, type MoodDocument } from '../documents';
import { ChangeFollower, changedElsewhere } from './change-follower';
import { recordLocalWrites } from './local-writes';
import { CatalogReadModel } from './read-model';
import { CatalogDocumentStore, StoredChangeLog } from '../../store';

const quiet = { info: () => {}, warn: () => {} };
const mood = (id: string, name: string): MoodDocument => ({ _id: id, name, images: {}, featured: false });

/** Two replicas on one store, on a clock the test moves. */
async function replicas() {
  const store = new MemoryDocumentStore();
  await store.start();
  const clock = { now: 1_800_000_000_000 };
  const now = () => clock.now;
  const replica = () => {
    const model = new CatalogReadModel();
    const log = new StoredChangeLog(store, undefined, now);
    const follower = new ChangeFollower({ documents: new CatalogDocumentStore(store), model, log, logger: quiet, now });
    const write = async (document: MoodDocument) => {
      await store
        .collection<MoodDocument>(COLLECTIONS.moods)
        .replaceOne({ _id: document._id }, document, { upsert: true });
      await recordLocalWrites(model, log)([{ kind: 'mood', id: document._id, document }]);
    };
    return { model, follower, write };
  };
  const [a, b] = [replica(), replica()];
  await a.follower.loadAll();
  await b.follower.loadAll();
  return { store, clock, a, b };
}

describe('change follower', () => {
  it("applies another replica's writes at the next poll, and its own writes at once", async () => {
    const { clock, a, b } = await replicas();
    await a.write(mood('calm', 'Calm'));
    expect(a.model.catalog.mood.get('calm')?.name).toBe('Calm');
    expect(b.model.catalog.mood.has('calm')).toBe(false);
    clock.now += 1_000;
    expect(await b.follower.pollOnce()).toBe(1);
    expect(b.model.catalog.mood.get('calm')?.name).toBe('Calm');
    expect(await a.follower.pollOnce()).toBe(0);
  });

  it('applies each entry once, and an entry written late within the overlap window', async () => {
    const { clock, a, b } = await replicas();
    await a.write(mood('calm', 'Calm'));
    clock.now += 1_000;
    expect(await b.follower.pollOnce()).toBe(1);
    clock.now += 1_000;
    expect(await b.follower.pollOnce()).toBe(0);
    clock.now -= 1_500; // a write stamped before b's last poll (slow insert or clock skew)
    await a.write(mood('calm', 'Calmer'));
    clock.now += 2_500;
    expect(await b.follower.pollOnce()).toBe(1);
    expect(b.model.catalog.mood.get('calm')?.name).toBe('Calmer');
  });

  it('reloads everything when it polled last longer ago than the log keeps entries', async () => {
    const { store, clock, b } = await replicas();
    await store.collection<MoodDocument>(COLLECTIONS.moods).insertOne(mood('unlogged', 'Unlogged'));
    clock.now += 11 * 60_000;
    await b.follower.pollOnce();
    expect(b.model.catalog.mood.has('unlogged')).toBe(true);
  });

  it('prunes entries older than the retention', async () => {
    const { store, clock, a, b } = await replicas();
    await a.write(mood('calm', 'Calm'));
    clock.now += 9 * 60_000;
    await b.follower.pollOnce();
    clock.now += 2 * 60_000;
    await b.follower.pollOnce();
    expect(await store.collection(COLLECTIONS.changes).count({})).toBe(0);
  });
});

describe('what a replica re-reads', () => {
  const entry = (id: string, origin: string, ...changes: [EntityKind, string][]) => ({
    _id: id,
    at: 0,
    origin,
    changes: changes.map(([kind, entityId]) => ({ kind, id: entityId })),
  });

  it('names each entity other replicas changed once, and none of its own writes', () => {
    const entries = [
      entry('1', 'other', ['mood', 'calm'], ['track', 't-1']),
      entry('2', 'me', ['genre', 'house']),
      entry('3', 'third', ['track', 't-1'], ['mood', 'bright']),
    ];
    expect(changedElsewhere(entries, 'me')).toEqual([
      { kind: 'mood', id: 'calm' },
      { kind: 'track', id: 't-1' },
      { kind: 'mood', id: 'bright' },
    ]);
    expect(changedElsewhere(entries.slice(1, 2), 'me')).toEqual([]);
  });

  it('tells apart entities of different kinds under one id', () => {
    expect(changedElsewhere([entry('1', 'other', ['genre', 'x'], ['mood', 'x'])], 'me')).toHaveLength(2);
  });
});
