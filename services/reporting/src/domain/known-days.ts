/**
 * What this process last read or wrote of a few days: the tracks a day holds, its stored track
 * count and its partitions' offsets. Full days are the reason: a day holding its
 * MAX_TRACKS_PER_DAY tracks can only be added to by a write that knows which tracks it holds, and
 * reading them back costs FerretDB the whole document (~0.5 MB) again for every batch. A hint
 * only: every write made from it is conditional on the stored offset and track count still being
 * the known ones, and a write that does not apply forgets the day, which is then read again.
 */
export interface KnownDay {
  tracks: Set<string>;
  /** The stored `trackCount`, undefined when the day has none yet. */
  trackCount: number | undefined;
  appliedThrough: Record<string, number>;
}

/** Days kept, least recently used dropped first: each holds up to MAX_TRACKS_PER_DAY track ids. */
const DEFAULT_CAPACITY = 32;

export class KnownDays {
  private readonly days = new Map<string, KnownDay>();

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  get(id: string): KnownDay | undefined {
    const day = this.days.get(id);
    if (day) this.remember(id, day);
    return day;
  }

  remember(id: string, day: KnownDay): void {
    this.days.delete(id);
    this.days.set(id, day);
    for (const oldest of this.days.keys()) {
      if (this.days.size <= this.capacity) break;
      this.days.delete(oldest);
    }
  }

  forget(id: string): void {
    this.days.delete(id);
  }
}
