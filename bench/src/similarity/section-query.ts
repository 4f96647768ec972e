/**
 * What a similar-sections query asks about, the same through the API (through-api.ts) and in the
 * offline replays (offline.ts, track-sections.ts): ten seconds — an uploaded excerpt, or a catalog
 * track's reference section from the downbeat nearest a fixed fraction of it — and what a track's
 * query answers. A module of its own so that asking and replaying do not import each other.
 */

export const EXCERPT_SECONDS = 10;

/** Where the reference section starts: the downbeat nearest this fraction of the track. */
export const REFERENCE_FRACTION = 0.35;

/** Where a catalog track's reference section starts (seconds): the downbeat nearest the fraction, ten seconds inside. */
export function referenceStart(downbeats: readonly number[], duration: number): number {
  const latest = Math.max(0, duration - EXCERPT_SECONDS);
  const aim = Math.min(latest, REFERENCE_FRACTION * duration);
  const bars = downbeats.filter((time) => time <= latest);
  return bars.reduce((best, time) => (Math.abs(time - aim) < Math.abs(best - aim) ? time : best), bars[0] ?? aim);
}

export interface TrackSectionAnswer {
  source: string;
  /** Seconds into the source where the reference section starts. */
  start?: number;
  /** Other tracks in rank order. */
  ranked: string[];
}
