/**
 * An inverted-file partition of one space's rows (IVF): k-means centroids of the rows' directions,
 * and for each centroid the list of rows nearest to it. A search scores the rows of the lists whose
 * centroids are nearest to the query first and stops early (see SpaceIndex), instead of scoring
 * every row.
 *
 * Training and the first assignment of every row are the only heavy steps (seconds at 100,000 rows
 * of 200 dimensions); they run in slices of a few milliseconds between which the event loop answers
 * requests. The rows live in this thread's memory, so a worker thread would first need a copy of
 * all of them. Once built, the partition follows every write at once (`RowListener`).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { dot, lengthOf, type RowListener, type VectorRows } from './vector-rows';

/** How long one slice of training may hold the event loop. */
const SLICE_MS = 8;
const UNASSIGNED = -1;

export interface PartitionPlan {
  lists: number;
  /** Rows the centroids are trained on. */
  sample: number;
  iterations: number;
}

/** √rows lists (16 to 256), trained on 32 rows per list: assignment costs rows × lists × dimensions. */
export function planFor(rows: number): PartitionPlan {
  const lists = Math.max(16, Math.min(256, Math.round(Math.sqrt(rows))));
  return { lists, sample: Math.min(rows, lists * 32), iterations: 6 };
}

export class Partitions implements RowListener {
  private listOf = new Int32Array(0);
  private positionOf = new Int32Array(0);
  private readonly members: number[][];
  private unassigned = 0;

  private constructor(
    private readonly rows: VectorRows,
    private readonly centroids: Float32Array,
    readonly lists: number,
    /** How many rows there were when it was trained. */
    readonly trainedOn: number,
  ) {
    this.members = Array.from({ length: lists }, () => []);
    this.track(rows.size);
    this.listOf.fill(UNASSIGNED);
    this.unassigned = rows.size;
  }

  /**
   * Trains centroids on a sample, then assigns every row; resolves once every row is assigned.
   * Writes during the build are followed. `cancelled` is asked between slices.
   */
  static async build(rows: VectorRows, plan: PartitionPlan, cancelled: () => boolean): Promise<Partitions | undefined> {
    const lists = Math.min(plan.lists, rows.size);
    const centroids = await trainCentroids(rows, { ...plan, lists }, cancelled);
    if (!centroids) return undefined;
    const partitions = new Partitions(rows, centroids, lists, rows.size);
    rows.listeners.add(partitions);
    let started = performance.now();
    for (let row = 0; partitions.unassigned > 0 && rows.size > 0; row = row + 1 < rows.size ? row + 1 : 0) {
      if (partitions.listOf[row] === UNASSIGNED) partitions.assign(row);
      if (performance.now() - started > SLICE_MS) {
        await nextTurn();
        if (cancelled()) {
          rows.listeners.delete(partitions);
          return undefined;
        }
        started = performance.now();
      }
    }
    return partitions;
  }

  /** Stops following the rows (replaced by a newer partition). */
  detach(): void {
    this.rows.listeners.delete(this);
  }

  /** The lists, nearest centroid to the query first. */
  probeOrder(query: Float32Array): Int32Array {
    const dimensions = this.rows.dimensions;
    const scores = new Float32Array(this.lists);
    for (let list = 0; list < this.lists; list += 1)
      scores[list] = dot(this.centroids, list * dimensions, query, 0, dimensions);
    return Int32Array.from({ length: this.lists }, (_, list) => list).sort((a, b) => scores[b]! - scores[a]!);
  }

  membersOf(list: number): readonly number[] {
    return this.members[list]!;
  }

  added(row: number): void {
    this.track(row + 1);
    this.listOf[row] = UNASSIGNED;
    this.unassigned += 1;
    this.assign(row);
  }

  replaced(row: number): void {
    this.leave(row);
    this.assign(row);
  }

  removed(row: number, moved: number): void {
    this.leave(row);
    this.unassigned -= 1; // `row` is gone, not waiting
    if (moved === row) return;
    const list = this.listOf[moved]!;
    this.listOf[row] = list;
    this.listOf[moved] = UNASSIGNED;
    if (list === UNASSIGNED) return; // still waiting for the build's pass, now at `row`
    const position = this.positionOf[moved]!;
    this.members[list]![position] = row;
    this.positionOf[row] = position;
  }

  private assign(row: number): void {
    const dimensions = this.rows.dimensions;
    const vectors = this.rows.vectors;
    let best = 0;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (let list = 0; list < this.lists; list += 1) {
      const score = dot(this.centroids, list * dimensions, vectors, row * dimensions, dimensions);
      if (score > bestScore) {
        bestScore = score;
        best = list;
      }
    }
    this.listOf[row] = best;
    this.positionOf[row] = this.members[best]!.length;
    this.members[best]!.push(row);
    this.unassigned -= 1;
  }

  /** Takes `row` out of its list (the list's last member takes its place); it then waits to be assigned. */
  private leave(row: number): void {
    const list = this.listOf[row]!;
    if (list === UNASSIGNED) return;
    const members = this.members[list]!;
    const position = this.positionOf[row]!;
    const last = members.pop()!;
    if (last !== row) {
      members[position] = last;
      this.positionOf[last] = position;
    }
    this.listOf[row] = UNASSIGNED;
    this.unassigned += 1;
  }

  private track(rows: number): void {
    if (rows <= this.listOf.length) return;
    const capacity = Math.max(rows, this.listOf.length * 2, 64);
    const listOf = new Int32Array(capacity).fill(UNASSIGNED);
    listOf.set(this.listOf);
    const positionOf = new Int32Array(capacity);
    positionOf.set(this.positionOf);
    this.listOf = listOf;
    this.positionOf = positionOf;
  }
}

/** Spherical k-means on an evenly spaced sample of the rows' directions (copied: writes cannot disturb it). */
async function trainCentroids(
  rows: VectorRows,
  plan: PartitionPlan,
  cancelled: () => boolean,
): Promise<Float32Array | undefined> {
  const dimensions = rows.dimensions;
  const sampleSize = Math.min(plan.sample, rows.size);
  const sample = new Float32Array(sampleSize * dimensions);
  const step = rows.size / sampleSize;
  for (let i = 0; i < sampleSize; i += 1) {
    const vector = rows.vectorAt(Math.floor(i * step));
    const length = lengthOf(vector) || 1;
    for (let d = 0; d < dimensions; d += 1) sample[i * dimensions + d] = vector[d]! / length;
  }
  const lists = Math.min(plan.lists, sampleSize);
  const centroids = new Float32Array(lists * dimensions);
  const spread = sampleSize / lists;
  for (let list = 0; list < lists; list += 1)
    centroids.set(
      sample.subarray(Math.floor(list * spread) * dimensions, (Math.floor(list * spread) + 1) * dimensions),
      list * dimensions,
    );

  let started = performance.now();
  for (let iteration = 0; iteration < plan.iterations; iteration += 1) {
    const sums = new Float64Array(lists * dimensions);
    for (let i = 0; i < sampleSize; i += 1) {
      let best = 0;
      let bestScore = Number.NEGATIVE_INFINITY;
      for (let list = 0; list < lists; list += 1) {
        const score = dot(centroids, list * dimensions, sample, i * dimensions, dimensions);
        if (score > bestScore) {
          bestScore = score;
          best = list;
        }
      }
      for (let d = 0; d < dimensions; d += 1) sums[best * dimensions + d]! += sample[i * dimensions + d]!;
      if (performance.now() - started > SLICE_MS) {
        await nextTurn();
        if (cancelled()) return undefined;
        started = performance.now();
      }
    }
    for (let list = 0; list < lists; list += 1) {
      let squares = 0;
      for (let d = 0; d < dimensions; d += 1) squares += sums[list * dimensions + d]! ** 2;
      if (squares === 0) continue; // an empty list keeps its centroid
      const length = Math.sqrt(squares);
      for (let d = 0; d < dimensions; d += 1) centroids[list * dimensions + d] = sums[list * dimensions + d]! / length;
    }
  }
  return centroids;
}
