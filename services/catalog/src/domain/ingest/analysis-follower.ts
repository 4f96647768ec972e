import type { TrackAnalysisEvent } from '@downbeat/contracts';
import type { EventBus, Logger, Subscription } from '@downbeat/platform';
import type { SoundEffectIngestion } from './sound-effect-ingestion';
import type { TrackIngestion } from './track-ingestion';

export const TRACK_ANALYSIS_TOPIC = 'media.track-analysis.v1';
export const CATALOG_GROUP = 'catalog';

export interface AnalysisFollowerOptions {
  ingestion: TrackIngestion;
  /** Followed up on the same schedule (sound effects have no event: the follow-ups settle them). */
  soundEffects?: Pick<SoundEffectIngestion, 'followUp'>;
  /** Without one, only the follow-ups settle ingests (tests, a catalog without Kafka). */
  bus?: Pick<EventBus, 'subscribe'>;
  logger: Logger;
  /** How often due follow-ups are looked for (default 5 s). */
  followUpIntervalMs?: number;
}

/**
 * Keeps ingests moving: consumes media.track-analysis.v1 (group `catalog`; the bus commits an event
 * only after it was applied) and periodically asks media about ingests whose analysis did not come.
 * Subscribing is retried in the background, so the catalog starts and serves reads while Kafka is
 * down.
 */
export class AnalysisFollower {
  private subscription: Subscription | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private pass: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: AnalysisFollowerOptions) {}

  start(): void {
    void this.subscribe(1);
    this.timer = setInterval(() => {
      this.pass = this.pass
        .then(() => this.options.ingestion.followUp())
        .then(() => this.options.soundEffects?.followUp())
        .catch((error: unknown) => this.options.logger.warn({ err: error }, 'ingest follow-ups failed; retrying'));
    }, this.options.followUpIntervalMs ?? 5_000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.pass;
    await this.subscription?.stop();
  }

  private async subscribe(attempt: number): Promise<void> {
    const { bus, ingestion, logger } = this.options;
    if (!bus || this.stopped) return;
    try {
      const subscription = await bus.subscribe(
        { group: CATALOG_GROUP, topics: [TRACK_ANALYSIS_TOPIC], fromBeginning: true },
        (event) => ingestion.applyAnalysisEvent(event.data as TrackAnalysisEvent),
      );
      if (this.stopped) await subscription.stop();
      else this.subscription = subscription;
    } catch (error) {
      logger.warn({ err: error, attempt }, 'cannot consume media.track-analysis.v1 yet; retrying');
      const retry = setTimeout(() => void this.subscribe(attempt + 1), Math.min(30_000, 500 * 2 ** attempt));
      retry.unref();
    }
  }
}
