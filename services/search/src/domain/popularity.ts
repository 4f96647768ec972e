/**
 * The popularity signal behind the `popular` sort of sound effects and the `Popularity` sort of
 * tracks: previews and downloads reported by partners, counted from analytics.events.v1 (group
 * `search-popularity`, from the beginning) in batches. Partners report sound effects with the
 * sound effect's id in `trackId`; ids of tracks and sound effects never collide (UUIDs), and the
 * engine counts each id for the track or sound effect it names.
 *
 * Counting is at least once: a batch redelivered after a crash between the engine's write and the
 * bus's commit is counted again. For a ranking signal that rarely happens and moves a count by a
 * few; exactly once would need offsets stored atomically with the counts, which OpenSearch cannot
 * do across documents.
 */
import type { EventBatch, EventBus, EventEnvelope, Subscription } from '@downbeat/platform';
import type { EngineWriteHold } from './engine-outage';
import type { SearchEngine } from './search-engine';

export const ANALYTICS_TOPIC = 'analytics.events.v1';
export const POPULARITY_GROUP = 'search-popularity';

/** The analytics events that make a track or sound effect popular; exports are not counted. */
const COUNTED_TYPES = new Set(['downbeat.analytics.track-previewed.v1', 'downbeat.analytics.track-downloaded.v1']);

/** Previews and downloads per reported id; other events (exports, types added later) are ignored. */
export function popularityCounts(events: EventEnvelope[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const event of events) {
    if (!COUNTED_TYPES.has(event.type)) continue;
    const id = (event.data as { trackId?: unknown } | null)?.trackId;
    if (typeof id === 'string' && id !== '') counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

export interface PopularityCounterOptions {
  bus: EventBus;
  engine: SearchEngine;
  /** Holds each batch while the engine is unavailable; one per consumer. */
  hold: EngineWriteHold;
  group?: string;
  topic?: string;
}

/** Feeds the counts of each consumed batch to the engine in one write, holding it through outages. */
export class PopularityCounter {
  private subscription: Subscription | undefined;
  constructor(private readonly options: PopularityCounterOptions) {}

  async start(): Promise<void> {
    this.subscription = await this.options.bus.subscribeBatches(
      {
        group: this.options.group ?? POPULARITY_GROUP,
        topics: [this.options.topic ?? ANALYTICS_TOPIC],
        fromBeginning: true,
      },
      (batch) => this.count(batch),
    );
  }

  /** False while a batch waits for the engine. */
  isHealthy(): boolean {
    return this.options.hold.isHealthy();
  }

  async stop(): Promise<void> {
    this.options.hold.stop();
    await this.subscription?.stop();
  }

  private async count(batch: EventBatch): Promise<void> {
    const counts = popularityCounts(batch.events.map((event) => event.envelope));
    if (counts.size === 0) return;
    await this.options.hold.run({ topic: batch.topic, partition: batch.partition }, () =>
      this.options.engine.addPopularity(counts),
    );
  }
}
