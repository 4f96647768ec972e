/**
 * Limits of the analytics operation (spec §6 and §8). Reporting enforces them; the gateway's
 * document declares them, so one answer names every bad event of a batch at once.
 */
export const ANALYTICS_RULES = {
  maxEventsPerBatch: 100,
  maxTrackIdsPerEvent: 50,
  /** An event must not be older than this (7 days). */
  maxEventAgeMs: 7 * 24 * 60 * 60 * 1000,
  /** A partner's clock may run this far ahead of ours before its timestamps count as "in the future". */
  maxClockSkewMs: 5 * 60 * 1000,
} as const;

/** Why an event time is refused, or undefined when it is within the window. */
export function eventTimeProblem(occurredAt: Date, now: Date): string | undefined {
  if (occurredAt.getTime() < now.getTime() - ANALYTICS_RULES.maxEventAgeMs) return 'must not be older than 7 days';
  if (occurredAt.getTime() > now.getTime() + ANALYTICS_RULES.maxClockSkewMs) return 'must not be in the future';
  return undefined;
}
