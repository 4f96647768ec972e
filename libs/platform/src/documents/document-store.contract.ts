/**
 * The contract every DocumentStore adapter honours; the memory store (unit tests) and MongoDB /
 * FerretDB (integration tests) both run it. `makeStore` returns a started store; each test uses
 * its own collection, so one database can serve a whole run.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { insertNew } from './insert-new';
import type { DocumentCollection, DocumentStore, StoredDocument } from './port';

interface Track extends StoredDocument {
  title?: string;
  bpm: number;
  genres: string[];
  status: 'processing' | 'published';
  album?: { year: number; label?: string };
  plays?: number;
  createdAt?: Date;
}

/** The catalog every query test runs against. */
const catalog: Track[] = [
  {
    _id: 't1',
    title: 'Rainy Streets',
    bpm: 90,
    genres: ['lofi', 'jazz'],
    status: 'published',
    album: { year: 2019, label: 'Nightshift' },
  },
  { _id: 't2', bpm: 120, genres: ['house'], status: 'processing', album: { year: 2021 } },
  {
    _id: 't3',
    title: 'Floor Filler',
    bpm: 128,
    genres: ['house', 'techno'],
    status: 'published',
    album: { year: 2023 },
  },
  { _id: 't4', title: 'Drift', bpm: 70, genres: ['ambient'], status: 'published' },
];

const track = (overrides: Partial<Track> & { _id: string }): Track => ({
  bpm: 100,
  genres: [],
  status: 'processing',
  ...overrides,
});

export function describeDocumentStoreContract(name: string, makeStore: () => Promise<DocumentStore>): void {
  describe(`DocumentStore contract: ${name}`, () => {
    let store: DocumentStore;
    let tracks: DocumentCollection<Track>;

    beforeEach(async () => {
      store = await makeStore();
      tracks = store.collection<Track>(`tracks_${randomUUID().slice(0, 8)}`);
    });
    afterEach(async () => {
      await store.stop();
    });

    const seed = async () => {
      for (const t of catalog) await tracks.insertOne(t);
    };
    const idsOf = async (filter: Record<string, unknown>) => (await tracks.find(filter)).map((t) => t._id).sort();

    it('finds an inserted document by _id, and null when nothing matches', async () => {
      await seed();
      expect(await tracks.findOne({ _id: 't1' })).toEqual(catalog[0]);
      expect(await tracks.findOne({ _id: 'missing' })).toBeNull();
    });

    it('answers MongoDB queries: $in, ranges, $and, $or, nested fields, array contains, $exists, $ne', async () => {
      await seed();
      expect(await idsOf({ genres: 'house' })).toEqual(['t2', 't3']);
      expect(await idsOf({ genres: { $in: ['jazz', 'techno'] } })).toEqual(['t1', 't3']);
      expect(await idsOf({ _id: { $in: ['t4', 't1', 'nope'] } })).toEqual(['t1', 't4']);
      expect(await idsOf({ bpm: { $gte: 90, $lt: 128 } })).toEqual(['t1', 't2']);
      expect(await idsOf({ $and: [{ status: 'published' }, { bpm: { $gt: 100 } }] })).toEqual(['t3']);
      expect(await idsOf({ $or: [{ bpm: { $lt: 80 } }, { 'album.year': 2021 }] })).toEqual(['t2', 't4']);
      expect(await idsOf({ 'album.year': { $gte: 2020 } })).toEqual(['t2', 't3']);
      expect(await idsOf({ 'album.label': 'Nightshift' })).toEqual(['t1']);
      expect(await idsOf({ album: { $exists: false } })).toEqual(['t4']);
      expect(await idsOf({ status: { $ne: 'published' } })).toEqual(['t2']);
      expect(await idsOf({ genres: { $nin: ['house'] } })).toEqual(['t1', 't4']);
      expect(await idsOf({})).toEqual(['t1', 't2', 't3', 't4']);
    });

    it('sorts (missing fields lowest, nested fields too), then skips, then limits', async () => {
      await seed();
      const page = await tracks.find({}, { sort: { bpm: -1 }, skip: 1, limit: 2 });
      expect(page.map((t) => t._id)).toEqual(['t2', 't1']);
      const byStatusThenBpm = await tracks.find({}, { sort: { status: 1, bpm: -1 } });
      expect(byStatusThenBpm.map((t) => t._id)).toEqual(['t2', 't3', 't1', 't4']);
      const byYearMissingLast = await tracks.find({}, { sort: { 'album.year': -1 } });
      expect(byYearMissingLast.map((t) => t._id)).toEqual(['t3', 't2', 't1', 't4']);
      expect(await tracks.find({}, { sort: { bpm: 1 }, skip: 10 })).toEqual([]);
    });

    it('returns only the projected fields and _id', async () => {
      await seed();
      const projected = await tracks.find(
        { _id: { $in: ['t1', 't2'] } },
        { projection: { title: 1, bpm: 1 }, sort: { _id: 1 } },
      );
      expect(projected).toEqual([
        { _id: 't1', title: 'Rainy Streets', bpm: 90 },
        { _id: 't2', bpm: 120 },
      ]);
    });

    it('counts matching documents', async () => {
      await seed();
      expect(await tracks.count({})).toBe(4);
      expect(await tracks.count({ status: 'published' })).toBe(3);
      expect(await tracks.count({ bpm: { $gt: 1000 } })).toBe(0);
    });

    it('replaces a whole document, and inserts it on upsert when nothing matches', async () => {
      await seed();
      expect(await tracks.replaceOne({ _id: 't1' }, track({ _id: 't1', bpm: 91 }))).toEqual({ matched: 1 });
      expect(await tracks.findOne({ _id: 't1' })).toEqual(track({ _id: 't1', bpm: 91 }));

      expect(await tracks.replaceOne({ _id: 't9' }, track({ _id: 't9' }))).toEqual({ matched: 0 });
      expect(await tracks.findOne({ _id: 't9' })).toBeNull();
      expect(await tracks.replaceOne({ _id: 't9' }, track({ _id: 't9' }), { upsert: true })).toEqual({ matched: 0 });
      expect(await tracks.findOne({ _id: 't9' })).toEqual(track({ _id: 't9' }));
    });

    it('applies $set, $unset, $inc, $push and $addToSet', async () => {
      await seed();
      const result = await tracks.updateOne(
        { _id: 't1' },
        {
          $set: { status: 'processing', 'album.label': 'Dawn' },
          $unset: { title: '' },
          $inc: { bpm: 2, plays: 1 },
          $push: { genres: 'chill' },
        },
      );
      expect(result).toEqual({ matched: 1 });
      await tracks.updateOne({ _id: 't1' }, { $addToSet: { genres: 'jazz' } });
      await tracks.updateOne({ _id: 't1' }, { $addToSet: { genres: 'soul' } });
      expect(await tracks.findOne({ _id: 't1' })).toEqual({
        _id: 't1',
        bpm: 92,
        plays: 1,
        genres: ['lofi', 'jazz', 'chill', 'soul'],
        status: 'processing',
        album: { year: 2019, label: 'Dawn' },
      });
    });

    it('updates one document only, and reports no match without changing anything', async () => {
      await seed();
      expect(await tracks.updateOne({ status: 'published' }, { $inc: { plays: 1 } })).toEqual({ matched: 1 });
      expect(await tracks.count({ plays: 1 })).toBe(1);
      expect(await tracks.updateOne({ _id: 'missing' }, { $set: { bpm: 1 } })).toEqual({ matched: 0 });
      expect(await tracks.count({})).toBe(4);
    });

    it('upserts from the filter fields, applies $setOnInsert only when inserting, and gives a string _id', async () => {
      const upsert = { $set: { bpm: 60 }, $setOnInsert: { genres: ['new'] } };
      expect(await tracks.updateOne({ _id: 'job-1', status: 'processing' }, upsert, { upsert: true })).toEqual({
        matched: 0,
      });
      expect(await tracks.findOne({ _id: 'job-1' })).toEqual({
        _id: 'job-1',
        status: 'processing',
        bpm: 60,
        genres: ['new'],
      });
      await tracks.updateOne(
        { _id: 'job-1' },
        { $set: { bpm: 61 }, $setOnInsert: { genres: ['never'] } },
        { upsert: true },
      );
      expect(await tracks.findOne({ _id: 'job-1' })).toMatchObject({ bpm: 61, genres: ['new'] });

      await tracks.updateOne({ title: 'No id given' }, { $set: { bpm: 1 } }, { upsert: true });
      const created = await tracks.findOne({ title: 'No id given' });
      expect(typeof created?._id).toBe('string');
    });

    it('deletes one or many and says how many', async () => {
      await seed();
      expect(await tracks.deleteOne({ genres: 'house' })).toBe(1);
      expect(await tracks.count({ genres: 'house' })).toBe(1);
      expect(await tracks.deleteMany({ status: 'published' })).toBe(3);
      expect(await idsOf({})).toHaveLength(0);
      expect(await tracks.deleteMany({})).toBe(0);
      expect(await tracks.deleteOne({ _id: 't1' })).toBe(0);
    });

    it('refuses a duplicate _id as already-exists and keeps the original', async () => {
      await tracks.insertOne(track({ _id: 'x', bpm: 1 }));
      await expect(tracks.insertOne(track({ _id: 'x', bpm: 2 }))).rejects.toMatchObject({ kind: 'already-exists' });
      expect(await tracks.findOne({ _id: 'x' })).toMatchObject({ bpm: 1 });
    });

    it('inserts a new document once: insertNew answers false for a taken _id and keeps the first', async () => {
      expect(await insertNew(tracks, track({ _id: 'x', bpm: 1 }))).toBe(true);
      expect(await insertNew(tracks, track({ _id: 'x', bpm: 2 }))).toBe(false);
      expect(await tracks.findOne({ _id: 'x' })).toEqual(track({ _id: 'x', bpm: 1 }));
    });

    it('inserts many documents in one call, each on its own: a taken _id is answered false and kept', async () => {
      await tracks.insertOne(track({ _id: 'b', bpm: 1 }));
      expect(
        await tracks.insertMany([
          track({ _id: 'a', bpm: 2 }),
          track({ _id: 'b', bpm: 3 }),
          track({ _id: 'c', bpm: 4 }),
        ]),
      ).toEqual([true, false, true]);
      expect((await tracks.find({}, { sort: { _id: 1 } })).map((t) => [t._id, t.bpm])).toEqual([
        ['a', 2],
        ['b', 1],
        ['c', 4],
      ]);
      expect(await tracks.insertMany([])).toEqual([]);
    });

    it('enforces unique indexes on insert and update', async () => {
      const users = store.collection<{ _id: string; partnerId: string; email: string }>(
        `users_${randomUUID().slice(0, 8)}`,
      );
      const unique = [{ keys: { partnerId: 1, email: 1 } as const, unique: true }];
      await users.ensureIndexes(unique);
      await users.ensureIndexes(unique); // idempotent
      await users.insertOne({ _id: 'u1', partnerId: 'p1', email: 'a@example.com' });
      await users.insertOne({ _id: 'u2', partnerId: 'p2', email: 'a@example.com' });
      await users.insertOne({ _id: 'u3', partnerId: 'p1', email: 'b@example.com' });

      await expect(users.insertOne({ _id: 'u4', partnerId: 'p1', email: 'a@example.com' })).rejects.toMatchObject({
        kind: 'already-exists',
      });
      await expect(users.updateOne({ _id: 'u3' }, { $set: { email: 'a@example.com' } })).rejects.toMatchObject({
        kind: 'already-exists',
      });
      expect(await users.findOne({ _id: 'u3' })).toMatchObject({ email: 'b@example.com' });
      expect(await users.count({})).toBe(3);
      await users.deleteOne({ _id: 'u1' });
      await users.insertOne({ _id: 'u5', partnerId: 'p1', email: 'a@example.com' });
    });

    it('keeps dates as dates, and compares them in queries', async () => {
      const createdAt = new Date('2024-03-01T12:00:00.000Z');
      await tracks.insertOne(track({ _id: 'd', createdAt }));
      const found = await tracks.findOne({ createdAt: { $gte: new Date('2024-01-01T00:00:00.000Z') } });
      expect(found?.createdAt).toEqual(createdAt);
      expect(found?.createdAt).toBeInstanceOf(Date);
    });

    it('hands out copies: changing a returned or inserted object changes nothing stored', async () => {
      const original = track({ _id: 'c', genres: ['a'], album: { year: 2000 } });
      await tracks.insertOne(original);
      original.genres.push('mutated');
      const first = await tracks.findOne({ _id: 'c' });
      first!.genres.push('mutated');
      first!.album!.year = 1;
      (await tracks.find({}))[0]!.bpm = 0;
      expect(await tracks.findOne({ _id: 'c' })).toEqual(track({ _id: 'c', genres: ['a'], album: { year: 2000 } }));
    });

    it('rejects malformed requests as invalid-argument', async () => {
      await seed();
      await expect(tracks.updateOne({ _id: 't1' }, { bpm: 3 })).rejects.toMatchObject({ kind: 'invalid-argument' });
      await expect(tracks.find({ bpm: { $bogus: 1 } })).rejects.toMatchObject({ kind: 'invalid-argument' });
      await expect(tracks.find({}, { limit: -1 })).rejects.toMatchObject({ kind: 'invalid-argument' });
      await expect(tracks.updateOne({ _id: 't1' }, { $set: { _id: 'other' } })).rejects.toMatchObject({
        kind: 'invalid-argument',
      });
    });

    it('refuses what FerretDB cannot hold, in every adapter: nested arrays, dotted or $ names, null or [] in $setOnInsert', async () => {
      const odd = store.collection<StoredDocument & Record<string, unknown>>(`odd_${randomUUID().slice(0, 8)}`);
      await expect(odd.insertOne({ _id: 'a', beats: [[0.5, 1]] })).rejects.toMatchObject({ kind: 'invalid-argument' });
      await expect(odd.insertOne({ _id: 'b', 'key.with.dots': 1 })).rejects.toMatchObject({ kind: 'invalid-argument' });
      await expect(odd.insertOne({ _id: 'c', nested: { $where: 1 } })).rejects.toMatchObject({
        kind: 'invalid-argument',
      });
      await odd.insertOne({ _id: 'd', beats: [{ t: 0.5, bar: 1 }] });
      await expect(odd.updateOne({ _id: 'd' }, { $set: { grid: [[1]] } })).rejects.toMatchObject({
        kind: 'invalid-argument',
      });
      await expect(odd.updateOne({ _id: 'd' }, { $push: { beats: [1] } })).rejects.toMatchObject({
        kind: 'invalid-argument',
      });
      await expect(odd.updateOne({ _id: 'e' }, { $setOnInsert: { tags: [] } }, { upsert: true })).rejects.toMatchObject(
        { kind: 'invalid-argument' },
      );
      await expect(
        odd.updateOne({ _id: 'e' }, { $setOnInsert: { note: null } }, { upsert: true }),
      ).rejects.toMatchObject({ kind: 'invalid-argument' });
      expect((await odd.find({})).map((d) => d._id)).toEqual(['d']);
    });

    it('reports healthy while running, and unavailable once stopped', async () => {
      expect(await store.isHealthy()).toBe(true);
      await store.stop();
      expect(await store.isHealthy()).toBe(false);
      await expect(tracks.findOne({})).rejects.toMatchObject({ kind: 'unavailable' });
    });
  });
}
