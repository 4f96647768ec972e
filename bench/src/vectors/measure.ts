/**
 * What the vector benchmark measures on any VectorIndex: the exact neighbours computed here
 * independently (the ground truth), recall against them, and query latencies one at a time or
 * from several concurrent callers.
 */
import type { NearestQuery, VectorDocument, VectorFilter, VectorIndex } from '@downbeat/platform';

export interface Latency {
  queries: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Answered queries per second (over the whole run, all callers). */
  perSecond: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Cosine top-k by scoring every document (ties by id), with an optional field test. */
export function exactNeighbours(
  documents: VectorDocument[],
  query: Float32Array,
  k: number,
  passes: (document: VectorDocument) => boolean = () => true,
): string[] {
  const length = (vector: Float32Array) => Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));
  const queryLength = length(query);
  const scored: Array<{ id: string; score: number }> = [];
  for (const document of documents) {
    if (!passes(document)) continue;
    const vector = document.vector as Float32Array;
    let dot = 0;
    for (let d = 0; d < vector.length; d += 1) dot += vector[d]! * query[d]!;
    scored.push({ id: document.id, score: dot / (length(vector) * queryLength) });
  }
  scored.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
  return scored.slice(0, k).map((entry) => entry.id);
}

/** Share of the true k nearest found among the answered k, over all queries. */
export async function recall(
  index: VectorIndex,
  space: string,
  queries: Float32Array[],
  truth: string[][],
  query: Omit<NearestQuery, 'vector'>,
): Promise<number> {
  let found = 0;
  let wanted = 0;
  for (const [i, vector] of queries.entries()) {
    const answered = new Set((await index.nearest(space, { ...query, vector })).map((neighbour) => neighbour.id));
    found += truth[i]!.filter((id) => answered.has(id)).length;
    wanted += truth[i]!.length;
  }
  return round((found / wanted) * 10_000) / 10_000;
}

/** Runs `rounds` × queries.length searches from `callers` concurrent loops; per-query latency in ms. */
export async function latency(
  index: VectorIndex,
  space: string,
  queries: Float32Array[],
  query: Omit<NearestQuery, 'vector'>,
  options: { callers: number; rounds: number },
): Promise<Latency> {
  const total = queries.length * options.rounds;
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  const caller = async () => {
    while (next < total) {
      const vector = queries[next % queries.length]!;
      next += 1;
      const at = performance.now();
      await index.nearest(space, { ...query, vector });
      times.push(performance.now() - at);
    }
  };
  await Promise.all(Array.from({ length: options.callers }, caller));
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => round(times[Math.min(times.length - 1, Math.floor(q * times.length))]!);
  return { queries: total, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1), perSecond: round(total / elapsed) };
}

/** Upserts in batches of `batch` from `callers` concurrent loops; documents per second. */
export async function load(
  index: VectorIndex,
  space: string,
  documents: VectorDocument[],
  options: { batch: number; callers: number },
): Promise<{ documents: number; seconds: number; perSecond: number }> {
  const started = performance.now();
  let next = 0;
  const caller = async () => {
    while (next < documents.length) {
      const batch = documents.slice(next, next + options.batch);
      next += options.batch;
      await index.upsert(space, batch);
    }
  };
  await Promise.all(Array.from({ length: options.callers }, caller));
  const seconds = (performance.now() - started) / 1000;
  return { documents: documents.length, seconds: round(seconds), perSecond: Math.round(documents.length / seconds) };
}

export function passesFilter(filter: VectorFilter): (document: VectorDocument) => boolean {
  const must = Object.entries(filter.must ?? {});
  const ranges = Object.entries(filter.range ?? {});
  return ({ fields }) =>
    must.every(([field, values]) => (Array.isArray(values) ? values : [values]).includes(fields[field] as string)) &&
    ranges.every(([field, range]) => {
      const value = fields[field] as number;
      return (range.gte === undefined || value >= range.gte) && (range.lte === undefined || value <= range.lte);
    });
}
