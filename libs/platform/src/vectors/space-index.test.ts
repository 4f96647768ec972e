import { describe, expect, it } from '@jest/globals';
import { fieldsPredicate } from './filter';
import { SpaceIndex } from './space-index';

/** Deterministic clustered vectors: 20 directions, each row one of them plus noise. */
function clustered(rows: number, dimensions: number, seed = 7): Float32Array[] {
  let state = seed;
  const random = () => ((state = (state * 1664525 + 1013904223) >>> 0) / 4294967296) * 2 - 1;
  const centres = Array.from({ length: 20 }, () => Array.from({ length: dimensions }, random));
  return Array.from({ length: rows }, (_, row) =>
    Float32Array.from(centres[row % 20]!, (value) => value + 0.8 * random()),
  );
}

const space = { dimensions: 16, similarity: 'cosine' as const, fields: { shelf: 'integer' as const } };

function filled(rows: number, tuning = { partitionFrom: 500, probeShare: 0.3 }) {
  const index = new SpaceIndex(space, tuning);
  clustered(rows, 16).forEach((vector, row) => index.rows.put(`v${row}`, vector, { shelf: row % 100 }));
  index.afterWrite();
  return index;
}

const ids = (ranked: Array<{ id: string }>) => ranked.map((entry) => entry.id);

describe('SpaceIndex', () => {
  it('searches exactly below partitionFrom and builds a partition in the background above it', async () => {
    const small = filled(400);
    await small.settled();
    expect(small.partitioned).toBe(false);
    const large = filled(3000);
    expect(large.partitioned).toBe(false); // building: searches are exact meanwhile
    await large.settled();
    expect(large.partitioned).toBe(true);
  });

  it('finds at least 95% of the exact 10 nearest neighbours through the partition', async () => {
    const index = filled(3000);
    await index.settled();
    let found = 0;
    const queries = clustered(50, 16, 99);
    for (const query of queries) {
      const exact = new Set(ids(index.nearest(query, 10, undefined, true)));
      found += ids(index.nearest(query, 10, undefined, false)).filter((id) => exact.has(id)).length;
    }
    expect(found / (queries.length * 10)).toBeGreaterThanOrEqual(0.95);
  });

  it('answers k neighbours under a filter only 1% of the rows pass', async () => {
    const index = filled(3000);
    await index.settled();
    const onShelf7 = fieldsPredicate({ must: { shelf: 7 } });
    const [query] = clustered(1, 16, 5);
    const approximate = index.nearest(query!, 10, onShelf7, false);
    expect(approximate).toHaveLength(10);
    expect(approximate.every(({ row }) => index.rows.fieldsAt(row).shelf === 7)).toBe(true);
  });

  it('searches the partition under a filter half the rows pass, finding at least 95% of the exact neighbours', async () => {
    const index = filled(3000);
    await index.settled();
    const lowShelves = fieldsPredicate({ range: { shelf: { lt: 50 } } });
    let found = 0;
    const queries = clustered(30, 16, 42);
    for (const query of queries) {
      const exact = new Set(ids(index.nearest(query, 10, lowShelves, true)));
      const approximate = index.nearest(query, 10, lowShelves, false);
      expect(approximate).toHaveLength(10);
      found += ids(approximate).filter((id) => exact.has(id)).length;
    }
    expect(found / (queries.length * 10)).toBeGreaterThanOrEqual(0.95);
  });

  it('follows writes made while it builds and after: every row in exactly one list', async () => {
    const index = filled(3000, { partitionFrom: 500, probeShare: 1 });
    const extra = clustered(700, 16, 11);
    // While the build runs: replace, add and remove rows (removals move the last row).
    for (let i = 0; i < 600; i += 1) {
      index.rows.put(`v${i * 3}`, extra[i]!, { shelf: 1 });
      index.rows.put(`new${i}`, extra[(i + 1) % 700]!, { shelf: 2 });
      index.rows.delete(`v${i * 5 + 1}`);
      if (i % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    await index.settled();
    expect(index.partitioned).toBe(true);
    for (let i = 0; i < 100; i += 1) index.rows.delete(`new${i}`);
    index.rows.put('late', extra[3]!, { shelf: 3 });

    // Probing every list (probeShare 1) must meet every row exactly once: the exact answer.
    for (const query of clustered(20, 16, 21)) {
      const all = index.nearest(query, index.rows.size, undefined, false);
      expect(all).toHaveLength(index.rows.size);
      expect(new Set(ids(all)).size).toBe(index.rows.size);
      expect(ids(index.nearest(query, 25, undefined, false))).toEqual(ids(index.nearest(query, 25, undefined, true)));
    }
  });
});
