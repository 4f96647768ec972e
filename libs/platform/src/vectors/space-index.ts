/**
 * One space of the embedded index: its rows, and the partition that spares a search from scoring
 * every row once the space is large. How a search proceeds:
 * - below `partitionFrom` rows, or when asked `exact`, it scores every row passing the filter;
 * - so it does when a filter passes at most twice `probeShare` of the rows (estimated on a sample):
 *   the nearest rows passing a selective filter are seldom near the query, where the partition
 *   would look (recall@10 fell to 0.63 at 8% passing), and scoring only the passing rows is cheap;
 * - otherwise it scores the rows of the lists whose centroids are nearest to the query, in that
 *   order, until it has scored `probeShare` of all rows among those passing the filter and holds
 *   k neighbours: the answer has k documents whenever k pass the filter.
 * The partition is (re)built in the background when the space crosses `partitionFrom` and whenever
 * it has doubled or halved since; until the first one is ready, searches are exact.
 */
import type { FieldsPredicate } from './filter';
import { Partitions, planFor } from './partitions';
import type { VectorSpace } from './port';
import { Ranking, type Ranked } from './ranking';
import { lengthOf, VectorRows } from './vector-rows';

export interface SearchTuning {
  /** Spaces smaller than this are always searched exactly (a scan of 20,000 × 200 takes ~4 ms). */
  partitionFrom: number;
  /** The share of the rows a partitioned search visits at least (0.06: recall@10 0.99 at 100,000 × 200). */
  probeShare: number;
}

export const DEFAULT_TUNING: SearchTuning = { partitionFrom: 20_000, probeShare: 0.06 };

export class SpaceIndex {
  readonly rows: VectorRows;
  private partitions: Partitions | undefined;
  private building: Promise<void> | undefined;
  private closed = false;

  constructor(
    public space: VectorSpace,
    private readonly tuning: SearchTuning,
  ) {
    this.rows = new VectorRows(space.dimensions, space.similarity);
  }

  /** Whether searches currently use a partition (else they are exact scans). */
  get partitioned(): boolean {
    return this.partitions !== undefined;
  }

  nearest(vector: Float32Array, k: number, predicate: FieldsPredicate | undefined, exact: boolean): Ranked[] {
    const query = this.space.similarity === 'cosine' ? normalised(vector) : vector;
    const ranking = new Ranking(k);
    const rows = this.rows;
    const consider = (row: number) => {
      if (predicate && !predicate(rows.fieldsAt(row))) return false;
      const score = rows.score(row, query);
      if (score >= ranking.threshold) ranking.offer(row, rows.idAt(row), score);
      return true;
    };
    const enough = Math.max(k, Math.ceil(this.tuning.probeShare * rows.size));
    if (exact || !this.partitions || (predicate && this.passingShare(predicate) * rows.size <= 2 * enough)) {
      for (let row = 0; row < rows.size; row += 1) consider(row);
      return ranking.best();
    }
    let scored = 0;
    for (const list of this.partitions.probeOrder(query)) {
      for (const row of this.partitions.membersOf(list)) if (consider(row)) scored += 1;
      if (scored >= enough && ranking.size >= k) break;
    }
    return ranking.best();
  }

  /** The share of rows passing the predicate, estimated on up to 1,000 evenly spaced rows. */
  private passingShare(predicate: FieldsPredicate): number {
    const size = this.rows.size;
    const sample = Math.min(size, 1_000);
    let passing = 0;
    for (let i = 0; i < sample; i += 1)
      if (predicate(this.rows.fieldsAt(Math.floor((i * size) / sample)))) passing += 1;
    return sample === 0 ? 0 : passing / sample;
  }

  /** Rows passing the predicate (all rows without one). */
  matching(predicate: FieldsPredicate | undefined): number[] {
    const found: number[] = [];
    for (let row = 0; row < this.rows.size; row += 1)
      if (!predicate || predicate(this.rows.fieldsAt(row))) found.push(row);
    return found;
  }

  /** After writes: starts a partition build in the background when the size calls for one. */
  afterWrite(): void {
    if (this.building || this.closed) return;
    const size = this.rows.size;
    if (size < this.tuning.partitionFrom) {
      this.partitions?.detach();
      this.partitions = undefined;
      return;
    }
    const trainedOn = this.partitions?.trainedOn;
    if (trainedOn !== undefined && size < trainedOn * 2 && size * 2 > trainedOn) return;
    this.building = this.build(size).then((built) => {
      if (built) this.afterWrite(); // the space may have doubled again meanwhile
    });
  }

  private async build(size: number): Promise<boolean> {
    try {
      const built = await Partitions.build(this.rows, planFor(size), () => this.closed);
      if (!built) return false;
      if (this.closed) {
        built.detach();
        return false;
      }
      this.partitions?.detach();
      this.partitions = built;
      return true;
    } catch {
      return false; // searches stay as they were; the next write tries again
    } finally {
      this.building = undefined;
    }
  }

  /** Resolves when no partition build is running (benchmarks and tests wait for it). */
  async settled(): Promise<void> {
    while (this.building) await this.building;
  }

  close(): void {
    this.closed = true;
    this.partitions?.detach();
    this.partitions = undefined;
  }
}

function normalised(vector: Float32Array): Float32Array {
  const length = lengthOf(vector);
  return vector.map((value) => value / length);
}
