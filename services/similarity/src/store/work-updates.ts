/**
 * The update and claim documents of the work state both similarity collections keep (`work`, see
 * FeatureWork): one place for how a claim matches and what finishing writes.
 */
import type { Filter, Update } from '@downbeat/platform';
import type { FeatureWork, WorkFailure } from '../domain/ports';

/** Pending work nobody holds, or whose holder's lease (or retry wait) has run out. */
export const dueFilter = (now: Date): Filter => ({
  'work.state': 'pending',
  $or: [{ 'work.leaseUntil': { $exists: false } }, { 'work.leaseUntil': { $lt: now.toISOString() } }],
});

/** Matches only while the work is still as it was read: the first claimant wins. */
export const unclaimedSince = (work: FeatureWork): Filter => ({ 'work.attempt': work.attempt ?? null });

export const claimedWork = (work: FeatureWork, attempt: string, leaseUntil: Date): FeatureWork => ({
  ...work,
  attempt,
  leaseUntil: leaseUntil.toISOString(),
  attempts: work.attempts + 1,
});

/** Ready (with the fields that come with it), pending again from a later time, or failed. */
export function finishUpdate(outcome: { ready: true } | WorkFailure, readyFields: Record<string, unknown>): Update {
  const updatedAt = new Date().toISOString();
  if (outcome.ready)
    return {
      $set: { 'work.state': 'ready', ...readyFields, updatedAt },
      $unset: { 'work.leaseUntil': '', 'work.message': '' },
    };
  if (outcome.retryAt)
    return {
      $set: { 'work.leaseUntil': outcome.retryAt.toISOString(), 'work.message': outcome.message, updatedAt },
    };
  return {
    $set: { 'work.state': 'failed', 'work.message': outcome.message, updatedAt },
    $unset: { 'work.leaseUntil': '' },
  };
}
