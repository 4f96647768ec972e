/**
 * `_bulk` lines of a rebuild's copy and how a bulk answer's failures become errors, pure.
 */
import { DomainError, isTransientStatus, unavailable } from '@downbeat/platform';
import type { IndexKind } from '../../domain/search-engine';
import type { SoundEffectDocument, TrackDocument } from '../../domain/documents';
import { pendingPopularityUpdate, RETRY_ON_CONFLICT, soundEffectUpdate, trackUpdate } from './scripted-writes';

type Body = Record<string, unknown>;

export interface StoredHit<D extends TrackDocument | SoundEffectDocument> {
  id: string;
  /** Absent on a pending document (counted, no catalog event yet). */
  source?: D['source'];
  popularity?: number;
}

/** A rebuild's bulk lines for one stored document: re-derived, with its counted popularity carried. */
export function copyLines<D extends TrackDocument | SoundEffectDocument>(
  kind: IndexKind,
  to: string,
  hit: StoredHit<D>,
  derive: (source: D['source']) => D,
): Body[] {
  const update = { update: { _index: to, _id: hit.id, retry_on_conflict: RETRY_ON_CONFLICT } };
  if (hit.source === undefined) return [update, pendingPopularityUpdate(hit.id, hit.popularity ?? 0)];
  const document = derive(hit.source);
  const carried = hit.popularity ?? 0;
  return [
    update,
    kind === 'tracks'
      ? trackUpdate(document as TrackDocument, carried)
      : soundEffectUpdate(document as SoundEffectDocument, carried),
  ];
}

/**
 * A version conflict (409) of an external-version write means a newer revision is stored: the
 * write changed nothing, as intended. Of a scripted update, it means concurrent writers outlasted
 * `retry_on_conflict`: transient, so 'unavailable', and the caller holds and retries.
 */
export function throwBulkErrors(result: Body): void {
  const items = result.items as Array<Record<string, { status: number; error?: unknown }>>;
  const failed = items
    .flatMap((item) => Object.entries(item))
    .filter(([action, item]) => item.error && !(item.status === 409 && action === 'index'))
    .map(([, item]) => item);
  if (failed.length === 0) return;
  const status = failed[0]!.status;
  const message = `bulk write failed for ${failed.length} documents: ${JSON.stringify(failed[0]!.error)}`;
  throw isTransientStatus(status) || status === 409 ? unavailable(message) : new DomainError('internal', message);
}
