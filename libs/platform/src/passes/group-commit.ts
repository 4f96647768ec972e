import { AsyncLocalStorage } from 'node:async_hooks';

/** How much one write may carry. It always carries at least one item, however heavy. */
export interface GroupLimits<Item> {
  /** At most this many items per write. */
  maxItems?: number;
  /** At most this much weight per write, items weighed by `weigh`. */
  maxWeight?: number;
  weigh?: (item: Item) => number;
}

/**
 * Group commit: items submitted while a write is in flight go together in the next write. At low
 * load each item is written alone and at once (no linger); under load one write carries many.
 * For sinks that take writes one after another: FerretDB on SQLite (one insert of 16 records costs
 * about what one of one does, 16 concurrent inserts ~10×), a Kafka producer sending one request at
 * a time (16 acks=all round trips in a row become one or two).
 */
export class GroupCommit<Item, Result> {
  private waiting: {
    item: Item;
    weight: number;
    /** Runs a function in the submitter's async context (its trace, for the store's client spans). */
    inContext: <R>(fn: () => R) => R;
    resolve: (result: Result) => void;
    reject: (error: unknown) => void;
  }[] = [];
  private writing = false;

  /**
   * @param write writes the items in one go and answers one result per item, in order; when it
   *   throws, every item of that group gets the error
   */
  constructor(
    private readonly write: (items: Item[]) => Promise<Result[]>,
    private readonly limits: GroupLimits<Item> = { maxItems: 256 },
  ) {}

  submit(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      const weight = this.limits.weigh?.(item) ?? 0;
      this.waiting.push({ item, weight, inContext: AsyncLocalStorage.snapshot(), resolve, reject });
      this.next();
    });
  }

  private next(): void {
    if (this.writing || this.waiting.length === 0) return;
    this.writing = true;
    // After this turn of the event loop, so that requests arriving together are written together.
    setImmediate(() => void this.writeGroup());
  }

  private async writeGroup(): Promise<void> {
    const group = this.waiting.splice(0, this.groupSize());
    try {
      // In the first submitter's context: the write belongs to one of its requests' traces, not to
      // whichever request's turn of the event loop happened to start it.
      const items = group.map((entry) => entry.item);
      const results = await group[0]!.inContext(() => this.write(items));
      group.forEach((entry, index) => entry.resolve(results[index] as Result));
    } catch (error) {
      group.forEach((entry) => entry.reject(error));
    } finally {
      this.writing = false;
      this.next();
    }
  }

  /** The oldest waiting items within the limits (at least one). */
  private groupSize(): number {
    const { maxItems = Infinity, maxWeight = Infinity } = this.limits;
    let weight = 0;
    let count = 0;
    while (count < this.waiting.length && count < maxItems) {
      weight += this.waiting[count]!.weight;
      if (count > 0 && weight > maxWeight) break;
      count += 1;
    }
    return count;
  }
}
