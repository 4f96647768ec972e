import { assertValidEvent, type TrackAnalysisEvent } from '@downbeat/contracts';
import { PendingWork, type EventBus, type Logger } from '@downbeat/platform';
import type { MediaAsset, MediaAssets, StoredAnalysis, TrackAnalyses } from './ports';

export const TRACK_ANALYSIS_TOPIC = 'media.track-analysis.v1';
export const TRACK_ANALYSIS_EVENT = 'downbeat.media.track-analysis.v1';

/**
 * The event of a finished track ingest: the summary catalog and search need. Beats and the waveform
 * stay out (they grow with the track; GetBeats / GetTrackAnalysis serve them).
 */
export function trackAnalysisEvent(asset: MediaAsset, stored: StoredAnalysis | null): TrackAnalysisEvent {
  const base = { trackId: asset.assetId, masterSha256: asset.masterSha256 };
  if (asset.state === 'failed' || !stored || stored.masterSha256 !== asset.masterSha256)
    return { ...base, status: 'failed', message: asset.message || 'analysis failed', analyzedAt: asset.updatedAt };
  const { analysis } = stored;
  const loudness = analysis.loudness;
  return {
    ...base,
    status: 'completed',
    analyzedAt: stored.analyzedAt,
    lengthSeconds: analysis.duration,
    bpm: analysis.bpm,
    analysisVersion: analysis.version,
    ...(loudness
      ? {
          loudnessLufs: loudness.integratedLufs,
          loudnessRangeLu: loudness.rangeLu,
          truePeakDbtp: loudness.truePeakDbtp,
        }
      : {}),
    highlightCandidates: analysis.highlights.map((highlight) => ({
      fromMs: Math.round(highlight.start * 1000),
      toMs: Math.round(highlight.end * 1000),
      score: squash(highlight.score),
    })),
  };
}

/** Bar scores are standardised (any real number); the contract wants 0–1, best high. */
const squash = (score: number) => Math.round((1 / (1 + Math.exp(-score))) * 1000) / 1000;

export interface AnnouncerOptions {
  assets: MediaAssets;
  analyses: TrackAnalyses;
  /** Without a bus, announcements wait in the store (tests, or a media without Kafka). */
  bus?: Pick<EventBus, 'publish'>;
  logger: Logger;
}

/**
 * Publishes `media.track-analysis.v1` for every track asset marked `announce` — the mark is set in
 * the same update that makes the asset ready or failed, so a finished ingest is never without its
 * duty to be announced. The mark is cleared only after Kafka acknowledged (acks=all); a failed
 * publish or a crash leaves it for the next pass (after each ingest, and every few seconds).
 * Repeats carry the same event id, derived from track, master and analysis time.
 */
export class AnalysisAnnouncer {
  private readonly work: PendingWork;

  constructor(private readonly options: AnnouncerOptions) {
    this.work = new PendingWork(
      () => this.publishPending(),
      (error) => this.options.logger.warn({ err: error }, 'track analyses not announced yet; retrying later'),
    );
  }

  /** Does what is pending now; a call during a pass runs one more pass after it. */
  wake(): Promise<void> {
    return this.work.wake();
  }

  private async publishPending(): Promise<void> {
    const { assets, analyses, bus } = this.options;
    if (!bus) return;
    for (const asset of await assets.announcementsDue()) {
      const event = trackAnalysisEvent(asset, await analyses.find(asset.assetId));
      assertValidEvent(TRACK_ANALYSIS_EVENT, event);
      await bus.publish({
        topic: TRACK_ANALYSIS_TOPIC,
        type: TRACK_ANALYSIS_EVENT,
        key: asset.assetId,
        subject: asset.assetId,
        id: `${asset.assetId}:${asset.masterSha256}:${event.analyzedAt}`,
        data: event,
      });
      await assets.announced(asset);
    }
  }
}
