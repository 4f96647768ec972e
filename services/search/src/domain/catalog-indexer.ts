/**
 * Keeps the search indices in step with the catalog: consumes catalog.tracks.v1 and
 * catalog.sound-effects.v1 (group `search`, from the beginning) and writes one document per event.
 *
 * While the engine is unavailable the handler holds the event (engine-outage.ts): nothing is
 * committed that was not indexed. Events that cannot be indexed for any other reason (malformed)
 * fail and are dead-lettered by the bus.
 */
import type { CatalogSoundEffectEvent, CatalogTrackEvent } from '@downbeat/contracts';
import type { EventBus, EventEnvelope, Subscription } from '@downbeat/platform';
import { soundEffectDocument, trackDocument } from './documents';
import type { EngineWriteHold } from './engine-outage';
import type { SearchEngine } from './search-engine';

export interface CatalogTopics {
  tracks: string;
  soundEffects: string;
}

export const CATALOG_TOPICS: CatalogTopics = { tracks: 'catalog.tracks.v1', soundEffects: 'catalog.sound-effects.v1' };
export const INDEXER_GROUP = 'search';

export interface IndexerOptions {
  bus: EventBus;
  engine: SearchEngine;
  /** Holds each event while the engine is unavailable; one per consumer (its health is the consumer's). */
  hold: EngineWriteHold;
  group?: string;
  /** The catalog's topics; tests use their own. */
  topics?: CatalogTopics;
}

/** Applies one catalog event to the engine. Pure routing; throws what the engine throws. */
export async function applyCatalogEvent(
  engine: SearchEngine,
  event: EventEnvelope,
  topics: CatalogTopics = CATALOG_TOPICS,
): Promise<void> {
  const tombstone = event.data === null || event.data === undefined;
  if (event.topic === topics.tracks) {
    if (tombstone) await engine.removeTrack(event.key);
    else await engine.putTrack(trackDocument(event.data as CatalogTrackEvent));
  } else if (event.topic === topics.soundEffects) {
    if (tombstone) await engine.removeSoundEffect(event.key);
    else await engine.putSoundEffect(soundEffectDocument(event.data as CatalogSoundEffectEvent));
  }
}

export class CatalogIndexer {
  private subscription: Subscription | undefined;
  private readonly topics: CatalogTopics;

  constructor(private readonly options: IndexerOptions) {
    this.topics = options.topics ?? CATALOG_TOPICS;
  }

  async start(): Promise<void> {
    this.subscription = await this.options.bus.subscribe(
      {
        group: this.options.group ?? INDEXER_GROUP,
        topics: [this.topics.tracks, this.topics.soundEffects],
        fromBeginning: true,
      },
      (event) =>
        this.options.hold.run({ topic: event.topic, key: event.key }, () =>
          applyCatalogEvent(this.options.engine, event, this.topics),
        ),
    );
  }

  /** True while the indexer keeps up; false while it waits for the engine. */
  isHealthy(): boolean {
    return this.options.hold.isHealthy();
  }

  async stop(): Promise<void> {
    this.options.hold.stop();
    await this.subscription?.stop();
  }
}
