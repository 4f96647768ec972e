import { toTimestamp, type media } from '@downbeat/contracts';
import type { StoredAnalysis } from '../domain/ports';

/** A stored analysis (of a track's master or of an audio upload) as the TrackAnalysis message. */
export function analysisMessage(
  { masterSha256, analyzedAt, analysis }: StoredAnalysis,
  trackId = '',
): media.TrackAnalysis {
  return {
    trackId,
    masterSha256,
    state: 'PROCESSING_STATE_READY',
    message: 'Ready',
    lengthSeconds: analysis.duration,
    bpm: analysis.bpm,
    loudnessLufs: analysis.loudness?.integratedLufs ?? 0,
    loudnessRangeLu: analysis.loudness?.rangeLu ?? 0,
    truePeakDbtp: analysis.loudness?.truePeakDbtp ?? 0,
    beats: analysis.beats.map((beat) => ({ timeSeconds: beat.time, value: beat.value })),
    analyzedAt: toTimestamp(new Date(analyzedAt)),
    analysisVersion: analysis.version,
  };
}
