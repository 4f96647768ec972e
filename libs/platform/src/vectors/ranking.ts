/**
 * The best `k` of a stream of scored rows, kept in a bounded min-heap: higher scores first, equal
 * scores by id (so both adapters order ties alike). Pure.
 */
export interface Ranked {
  row: number;
  id: string;
  score: number;
}

/** True when `a` ranks before `b`. */
const before = (a: Ranked, b: Ranked) => a.score > b.score || (a.score === b.score && a.id < b.id);

export class Ranking {
  private readonly heap: Ranked[] = [];

  constructor(private readonly k: number) {}

  /** The score a candidate must reach to enter (−∞ until k are held). */
  get threshold(): number {
    return this.heap.length < this.k ? Number.NEGATIVE_INFINITY : this.heap[0]!.score;
  }

  get size(): number {
    return this.heap.length;
  }

  offer(row: number, id: string, score: number): void {
    const candidate = { row, id, score };
    if (this.heap.length < this.k) {
      this.heap.push(candidate);
      this.siftUp(this.heap.length - 1);
    } else if (before(candidate, this.heap[0]!)) {
      this.heap[0] = candidate;
      this.siftDown(0);
    }
  }

  /** Best first. */
  best(): Ranked[] {
    return [...this.heap].sort((a, b) => (before(a, b) ? -1 : 1));
  }

  private siftUp(at: number): void {
    const heap = this.heap;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!before(heap[parent]!, heap[at]!)) break;
      [heap[parent], heap[at]] = [heap[at]!, heap[parent]!];
      at = parent;
    }
  }

  private siftDown(at: number): void {
    const heap = this.heap;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let worst = at;
      if (left < heap.length && before(heap[worst]!, heap[left]!)) worst = left;
      if (right < heap.length && before(heap[worst]!, heap[right]!)) worst = right;
      if (worst === at) return;
      [heap[worst], heap[at]] = [heap[at]!, heap[worst]!];
      at = worst;
    }
  }
}
