import type { TrackAnalysisEvent } from '@downbeat/contracts';
import { PendingWork, RetryingSubscription, type EventBus, type Logger } from '@downbeat/platform';
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
 * down. Follow-up passes run one at a time (PendingWork).
 */
export class AnalysisFollower {
  private readonly subscription: RetryingSubscription | undefined;
  private readonly followUps: PendingWork;

  constructor(private readonly options: AnalysisFollowerOptions) {
    const { bus, ingestion, logger } = options;
    this.subscription = bus
      ? new RetryingSubscription(
          () =>
            bus.subscribe({ group: CATALOG_GROUP, topics: [TRACK_ANALYSIS_TOPIC], fromBeginning: true }, (event) =>
              ingestion.applyAnalysisEvent(event.data as TrackAnalysisEvent),
            ),
          (error, attempt) =>
            logger.warn({ err: error, attempt }, `cannot consume ${TRACK_ANALYSIS_TOPIC} yet; retrying`),
        )
      : undefined;
    this.followUps = new PendingWork(
      async () => {
        await ingestion.followUp();
        await options.soundEffects?.followUp();
      },
      (error) => logger.warn({ err: error }, 'ingest follow-ups failed; retrying'),
    );
  }

  start(): void {
    void this.subscription?.start();
    this.followUps.start(this.options.followUpIntervalMs ?? 5_000);
  }

  async stop(): Promise<void> {
    await this.followUps.stop();
    await this.subscription?.stop();
  }
}
