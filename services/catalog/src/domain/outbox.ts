import { isDomainError, type DocumentStore } from '@downbeat/platform';
import { COLLECTIONS, type OutboxEntry } from './documents';

/**
 * Records that an entity's `revision` must be published. Called before the entity is written: a
 * crash in between leaves an entry whose entity is older than announced, which the relay
 * publishes anyway (a harmless repeat), never a change without an entry.
 */
export async function announce(
  store: DocumentStore,
  kind: OutboxEntry['kind'],
  entityId: string,
  revision: number,
): Promise<void> {
  const outbox = store.collection<OutboxEntry>(COLLECTIONS.outbox);
  const entry: OutboxEntry = { _id: `${kind}:${entityId}`, kind, entityId, revision, attempts: 0, nextAttemptAt: 0 };
  for (;;) {
    try {
      await outbox.insertOne(entry);
      return;
    } catch (error) {
      if (!isDomainError(error, 'already-exists')) throw error;
    }
    // Already pending: raise the revision the relay must reach. If the relay removed the entry
    // in between, insert it again.
    const { matched } = await outbox.updateOne(
      { _id: entry._id },
      { $set: { revision, attempts: 0, nextAttemptAt: 0 } },
    );
    if (matched > 0) return;
  }
}
