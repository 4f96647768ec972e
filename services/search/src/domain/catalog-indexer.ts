/**
 * Keeps the search indices in step with the catalog: consumes catalog.tracks.v1 and
 * catalog.sound-effects.v1 (group `search`, from the beginning) and writes one document per event.
 *
 * While the engine is unavailable the handler waits and retries with backoff instead of failing:
 * the event bus commits an event only after its handler succeeds, and a failing handler would
 * send the event to the dead-letter topic. So nothing is committed that was not indexed, and
 * indexing resumes where it stopped when the engine answers again. Events that cannot be indexed
 * for any other reason (malformed) fail and are dead-lettered by the bus.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { CatalogSoundEffectEvent, CatalogTrackEvent } from '@downbeat/contracts';
import { isDomainError, type EventBus, type EventEnvelope, type Subscription } from '@downbeat/platform';
import { soundEffectDocument, trackDocument } from './documents';
import type { SearchEngine } from './search-engine';

export interface CatalogTopics {
  tracks: string;
  soundEffects: string;
}

export const CATALOG_TOPICS: CatalogTopics = { tracks: 'catalog.tracks.v1', soundEffects: 'catalog.sound-effects.v1' };
export const INDEXER_GROUP = 'search';

export interface IndexerLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface IndexerOptions {
  bus: EventBus;
  engine: SearchEngine;
  logger: IndexerLogger;
  group?: string;
  /** The catalog's topics; tests use their own. */
  topics?: CatalogTopics;
  /** Backoff while the engine is unavailable: doubles from `initialMs` up to `maxMs`. */
  backoff?: { initialMs: number; maxMs: number };
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
  private readonly stopping = new AbortController();
  private waitingSince: number | undefined;

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
      (event) => this.index(event),
    );
  }

  /** True while the indexer keeps up; false while it waits for the engine. */
  isHealthy(): boolean {
    return this.waitingSince === undefined;
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await this.subscription?.stop();
  }

  private async index(event: EventEnvelope): Promise<void> {
    const { initialMs, maxMs } = this.options.backoff ?? { initialMs: 250, maxMs: 10_000 };
    for (let attempt = 1; ; attempt++) {
      try {
        await applyCatalogEvent(this.options.engine, event, this.topics);
        if (this.waitingSince !== undefined) {
          this.options.logger.info(
            { waitedMs: Date.now() - this.waitingSince },
            'search engine back; indexing resumed',
          );
          this.waitingSince = undefined;
        }
        return;
      } catch (error) {
        if (!isDomainError(error, 'unavailable') || this.stopping.signal.aborted) throw error;
        this.waitingSince ??= Date.now();
        if (attempt === 1 || attempt % 10 === 0)
          this.options.logger.warn(
            { topic: event.topic, key: event.key, attempt, err: error },
            'search engine unavailable; holding the event until it answers',
          );
        const delay = Math.min(maxMs, initialMs * 2 ** Math.min(attempt - 1, 20));
        try {
          await sleep(delay, undefined, { signal: this.stopping.signal });
        } catch {
          throw error;
        }
      }
    }
  }
}
