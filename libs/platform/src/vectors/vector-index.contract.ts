/**
 * The contract every VectorIndex adapter honours; the SQLite index (unit tests) and OpenSearch
 * (integration tests) both run it. `open` returns a started index over the same storage each time
 * it is called (a second call after `stop()` is a restart); every test uses spaces of its own.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { VectorDocument, VectorIndex, VectorSpace } from './port';

const tracks: VectorSpace = {
  dimensions: 4,
  similarity: 'cosine',
  fields: { trackId: 'keyword', genres: 'keyword', bpm: 'integer', energy: 'float', premium: 'boolean' },
};

const doc = (id: string, vector: number[], fields: VectorDocument['fields'] = {}): VectorDocument => ({
  id,
  vector,
  fields,
});

/** Hand-made vectors with known cosines to the query [1, 0, 0, 0]. */
const QUERY = [1, 0, 0, 0];
const handMade: VectorDocument[] = [
  doc('same', [3, 0, 0, 0], { genres: ['rock', 'indie'], bpm: 120, energy: 0.9, premium: false }), // 1
  doc('close', [2, 0.2, 0, 0], { genres: ['rock'], bpm: 90, energy: 0.4, premium: true }), // 0.995
  doc('diagonal', [1, 1, 0, 0], { genres: ['jazz'], bpm: 100, energy: 0.5, premium: false }), // 0.7071
  doc('orthogonal', [0, 0, 5, 0], { genres: ['jazz', 'indie'], bpm: 140, energy: 0.2 }), // 0
  doc('opposite', [-1, 0, 0, 0], { genres: ['ambient'], bpm: 70, energy: 0.1, premium: true }), // -1
];
const COSINES: Record<string, number> = {
  same: 1,
  close: 2 / Math.sqrt(4.04),
  diagonal: Math.SQRT1_2,
  orthogonal: 0,
  opposite: -1,
};

export function describeVectorIndexContract(name: string, open: () => Promise<VectorIndex>): void {
  describe(`VectorIndex contract: ${name}`, () => {
    let index: VectorIndex;
    let spaces: string[];
    const newSpace = async (space: VectorSpace = tracks) => {
      const spaceName = `contract-${randomUUID().slice(0, 8)}`;
      spaces.push(spaceName);
      await index.ensureSpace(spaceName, space);
      return spaceName;
    };
    const seeded = async () => {
      const space = await newSpace();
      await index.upsert(space, handMade);
      return space;
    };
    const idsOf = (neighbours: Array<{ id: string }>) => neighbours.map((neighbour) => neighbour.id);

    beforeEach(async () => {
      spaces = [];
      index = await open();
    });
    afterEach(async () => {
      for (const space of spaces) await index.dropSpace(space);
      await index.stop();
    });

    describe.each([false, true])('nearest (exact: %s)', (exact) => {
      it('ranks by cosine similarity and scores in [-1, 1], with the fields of each neighbour', async () => {
        const space = await seeded();
        const neighbours = await index.nearest(space, { vector: QUERY, k: 5, exact });
        expect(idsOf(neighbours)).toEqual(['same', 'close', 'diagonal', 'orthogonal', 'opposite']);
        for (const neighbour of neighbours) expect(neighbour.score).toBeCloseTo(COSINES[neighbour.id]!, 4);
        expect(neighbours[1]!.fields).toEqual({ genres: ['rock'], bpm: 90, energy: 0.4, premium: true });
        const bare = await index.nearest(space, { vector: QUERY, k: 5, exact, withFields: false });
        expect(bare).toEqual(neighbours.map((neighbour) => ({ ...neighbour, fields: {} })));
      });

      it('filters on keyword arrays, numbers and booleans with must, mustNot and ranges', async () => {
        const space = await seeded();
        const ids = async (filter: Parameters<VectorIndex['count']>[1]) =>
          idsOf(await index.nearest(space, { vector: QUERY, k: 5, filter, exact }));
        expect(await ids({ must: { genres: 'indie' } })).toEqual(['same', 'orthogonal']);
        expect(await ids({ must: { genres: ['jazz', 'ambient'] } })).toEqual(['diagonal', 'orthogonal', 'opposite']);
        expect(await ids({ mustNot: { genres: ['rock'] } })).toEqual(['diagonal', 'orthogonal', 'opposite']);
        expect(await ids({ must: { bpm: [90, 140] } })).toEqual(['close', 'orthogonal']);
        expect(await ids({ range: { bpm: { gte: 90, lt: 140 } } })).toEqual(['same', 'close', 'diagonal']);
        expect(await ids({ range: { energy: { gt: 0.4 } }, mustNot: { genres: 'jazz' } })).toEqual(['same']);
        // A document without the field never matches `must` and always passes `mustNot`.
        expect(await ids({ must: { premium: false } })).toEqual(['same', 'diagonal']);
        expect(await ids({ mustNot: { premium: true } })).toEqual(['same', 'diagonal', 'orthogonal']);
        expect(await ids({ must: { genres: 'polka' } })).toEqual([]);
      });

      it('answers every match when k is larger than the matches, and k when there are more', async () => {
        const space = await seeded();
        const all = await index.nearest(space, { vector: QUERY, k: 50, filter: { must: { genres: 'jazz' } }, exact });
        expect(idsOf(all)).toEqual(['diagonal', 'orthogonal']);
        expect(idsOf(await index.nearest(space, { vector: QUERY, k: 2, exact }))).toEqual(['same', 'close']);
      });

      it('filters during the search: k matches even when every nearer document fails the filter', async () => {
        const space = await newSpace();
        const near = Array.from({ length: 150 }, (_, i) =>
          doc(`near-${i}`, [1, 0.001 * i, 0.002, 0], { genres: ['rock'], trackId: `t${i % 10}` }),
        );
        const far = Array.from({ length: 30 }, (_, i) => doc(`far-${i}`, [0.2, 1, 0.01 * i, 0], { genres: ['jazz'] }));
        await index.upsert(space, [...near, ...far]);
        const jazz = await index.nearest(space, { vector: QUERY, k: 10, filter: { must: { genres: 'jazz' } }, exact });
        expect(jazz).toHaveLength(10);
        expect(idsOf(jazz)).toEqual(Array.from({ length: 10 }, (_, i) => `far-${i}`));
        const notThisTrack = await index.nearest(space, {
          vector: QUERY,
          k: 3,
          filter: { mustNot: { trackId: 't0' } },
          exact,
        });
        expect(idsOf(notThisTrack)).toEqual(['near-1', 'near-2', 'near-3']);
      });
    });

    it('scores an inner-product space by the dot product, so lengths count', async () => {
      const space = await newSpace({ dimensions: 2, similarity: 'inner-product', fields: {} });
      await index.upsert(space, [
        doc('long', [3, 0]),
        doc('short', [1, 0]),
        doc('against', [-2, 0]),
        doc('across', [0, 4]),
      ]);
      for (const exact of [false, true]) {
        const neighbours = await index.nearest(space, { vector: [0.5, 0], k: 4, exact });
        expect(neighbours.map(({ id, score }) => [id, Number(score.toFixed(4))])).toEqual([
          ['long', 1.5],
          ['short', 0.5],
          ['across', 0],
          ['against', -1],
        ]);
      }
    });

    it('orders equal scores by id', async () => {
      const space = await newSpace();
      await index.upsert(
        space,
        ['b', 'c', 'a'].map((id) => doc(id, [1, 1, 0, 0])),
      );
      for (const exact of [false, true])
        expect(idsOf(await index.nearest(space, { vector: QUERY, k: 3, exact }))).toEqual(['a', 'b', 'c']);
    });

    it('replaces a document on upsert: new vector, new fields, still one document', async () => {
      const space = await seeded();
      await index.upsert(space, [doc('opposite', [1, 0.01, 0, 0], { genres: ['polka'] })]);
      expect(await index.count(space)).toBe(5);
      expect(idsOf(await index.nearest(space, { vector: QUERY, k: 1, filter: { must: { genres: 'polka' } } }))).toEqual(
        ['opposite'],
      );
      expect(await index.count(space, { must: { genres: 'ambient' } })).toBe(0);
      const [replaced] = await index.get(space, ['opposite']);
      expect(replaced!.fields).toEqual({ genres: ['polka'] });
    });

    it('gets stored vectors as 32-bit floats, in the order asked, leaving out unknown ids', async () => {
      const space = await seeded();
      const found = await index.get(space, ['diagonal', 'missing', 'close']);
      expect(found.map((document) => document.id)).toEqual(['diagonal', 'close']);
      expect(Array.from(found[1]!.vector)).toEqual(Array.from(Float32Array.from([2, 0.2, 0, 0])));
      expect(found[0]!.fields).toEqual({ genres: ['jazz'], bpm: 100, energy: 0.5, premium: false });
      expect(await index.get(space, [])).toEqual([]);
    });

    it('removes by id and by filter; removed documents are neither found, counted nor got', async () => {
      const space = await seeded();
      await index.remove(space, ['same', 'never-there']);
      expect(await index.count(space)).toBe(4);
      expect(await index.removeWhere(space, { must: { genres: 'jazz' } })).toBe(2);
      expect(await index.removeWhere(space, { must: { genres: 'jazz' } })).toBe(0);
      expect(idsOf(await index.nearest(space, { vector: QUERY, k: 10 }))).toEqual(['close', 'opposite']);
      expect(await index.get(space, ['same', 'diagonal', 'close'])).toHaveLength(1);
      await expect(index.removeWhere(space, {})).rejects.toMatchObject({ kind: 'invalid-argument' });
    });

    it('compacts a space written in several batches into one part, answering the same before and after', async () => {
      const space = await newSpace();
      for (const document of handMade) await index.upsert(space, [document]);
      await index.remove(space, ['opposite']);
      const before = await index.nearest(space, { vector: QUERY, k: 5 });
      const compacted = await index.compact(space);
      expect(compacted.partsAfter).toBe(1);
      expect(compacted.partsBefore).toBeGreaterThanOrEqual(compacted.partsAfter);
      expect(await index.nearest(space, { vector: QUERY, k: 5 })).toEqual(before);
      expect(await index.count(space)).toBe(4);
      await index.upsert(space, [doc('later', [0, 1, 0, 0])]);
      expect(await index.count(space)).toBe(5);
      await expect(index.compact('contract-never-made')).rejects.toMatchObject({ kind: 'failed-precondition' });
    });

    it('counts documents, all or those passing a filter', async () => {
      const space = await seeded();
      expect(await index.count(space)).toBe(5);
      expect(await index.count(space, { must: { genres: 'indie' }, range: { bpm: { gt: 130 } } })).toBe(1);
    });

    it('keeps a space idempotently, adds new fields, and refuses a changed dimension or similarity clearly', async () => {
      const space = await seeded();
      await index.ensureSpace(space, tracks);
      await index.ensureSpace(space, { ...tracks, fields: { ...tracks.fields, mood: 'keyword' } });
      expect(await index.describeSpace(space)).toEqual({ ...tracks, fields: { ...tracks.fields, mood: 'keyword' } });
      await index.upsert(space, [doc('moody', [0, 1, 1, 0], { mood: 'dark' })]);
      expect(await index.count(space, { must: { mood: 'dark' } })).toBe(1);

      const changed = index.ensureSpace(space, { ...tracks, dimensions: 8 });
      await expect(changed).rejects.toMatchObject({ kind: 'failed-precondition' });
      await expect(changed).rejects.toThrow(/has 4 dimensions, not 8/);
      await expect(index.ensureSpace(space, { ...tracks, similarity: 'inner-product' })).rejects.toMatchObject({
        kind: 'failed-precondition',
      });
      await expect(index.ensureSpace(space, { ...tracks, fields: { bpm: 'keyword' } })).rejects.toThrow(/field 'bpm'/);
      expect(await index.count(space)).toBe(6);
    });

    it('refuses bad input with invalid-argument and writes nothing of a refused batch', async () => {
      const space = await seeded();
      await expect(index.upsert(space, [doc('ok', [0, 0, 1, 0]), doc('short', [1, 0, 0])])).rejects.toThrow(
        /documents\[1\]\.vector has 3 dimensions; the space has 4/,
      );
      await expect(index.upsert(space, [doc('zero', [0, 0, 0, 0])])).rejects.toMatchObject({
        kind: 'invalid-argument',
      });
      await expect(index.upsert(space, [doc('nan', [Number.NaN, 0, 0, 0])])).rejects.toMatchObject({
        kind: 'invalid-argument',
      });
      await expect(index.upsert(space, [doc('typed', [1, 0, 0, 0], { bpm: 'fast' })])).rejects.toThrow(
        /'bpm' is integer/,
      );
      await expect(index.upsert(space, [doc('unknown', [1, 0, 0, 0], { colour: 'red' })])).rejects.toThrow(
        /no field 'colour'/,
      );
      await expect(index.nearest(space, { vector: [1, 0], k: 1 })).rejects.toMatchObject({ kind: 'invalid-argument' });
      await expect(index.nearest(space, { vector: QUERY, k: 0 })).rejects.toMatchObject({ kind: 'invalid-argument' });
      await expect(
        index.nearest(space, { vector: QUERY, k: 1, filter: { must: { mood: 'x' } } }),
      ).rejects.toMatchObject({
        kind: 'invalid-argument',
      });
      await expect(index.count(space, { range: { genres: { gt: 1 } } })).rejects.toMatchObject({
        kind: 'invalid-argument',
      });
      expect(await index.get(space, ['ok'])).toEqual([]);
      expect(await index.count(space)).toBe(5);
    });

    it('answers failed-precondition for a space that does not exist, and drops spaces', async () => {
      const space = await seeded();
      const missing = `contract-missing-${randomUUID().slice(0, 8)}`;
      await expect(index.upsert(missing, handMade)).rejects.toMatchObject({ kind: 'failed-precondition' });
      await expect(index.nearest(missing, { vector: QUERY, k: 1 })).rejects.toMatchObject({
        kind: 'failed-precondition',
      });
      expect(await index.describeSpace(missing)).toBeNull();
      await expect(index.ensureSpace('Not A Name', tracks)).rejects.toMatchObject({ kind: 'invalid-argument' });
      expect(await index.dropSpace(space)).toBe(true);
      expect(await index.dropSpace(space)).toBe(false);
      await expect(index.count(space)).rejects.toMatchObject({ kind: 'failed-precondition' });
    });

    it('keeps spaces and documents across a restart', async () => {
      const space = await seeded();
      await index.upsert(space, [doc('late', [0, 0, 0, 1], { genres: ['late'] })]);
      await index.remove(space, ['orthogonal']);
      await index.stop();
      index = await open();
      expect(await index.describeSpace(space)).toEqual(tracks);
      expect(await index.count(space)).toBe(5);
      const neighbours = await index.nearest(space, { vector: QUERY, k: 10 });
      expect(idsOf(neighbours)).toEqual(['same', 'close', 'diagonal', 'late', 'opposite']);
      expect(neighbours[0]!.score).toBeCloseTo(1, 4);
      expect(await index.isHealthy()).toBe(true);
    });
  });
}
