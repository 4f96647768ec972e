import { randomBytes } from 'node:crypto';
import type { DocumentStore } from '@downbeat/platform';
import { COLLECTIONS, type AnnouncedEntity, type OutboxEntry } from './documents';
import { changeIdAt } from './read-model/change-log';

/**
 * How long the relay leaves a batch's entry alone while the batch is being written. The writer
 * ends it as soon as its writes are done; it only runs out when the writer crashed, and then the
 * relay publishes what was written and skips what was not. Long, because a batch of changes (not
 * inserts) replaces documents, which FerretDB does slowly on a large catalog.
 */
export const WRITING_LEASE_MS = 5 * 60_000;

/**
 * Records, before a batch is written, that these entities' revisions must be published: one
 * outbox entry for the whole batch. A crash before the writes finish leaves entities older than
 * announced, which the relay skips (never written) or publishes as they are (a harmless repeat),
 * never a change without an entry. Returns the entry's id, for `announced`.
 */
export async function announce(store: DocumentStore, entities: AnnouncedEntity[], now = Date.now()): Promise<string> {
  const _id = `${changeIdAt(now)}-${randomBytes(6).toString('hex')}`;
  await outboxOf(store).insertOne({ _id, entities, published: 0, attempts: 0, dueAt: now + WRITING_LEASE_MS });
  return _id;
}

/** The batch's writes are done (or failed): the relay may publish its entry now. */
export async function announced(store: DocumentStore, entryId: string): Promise<void> {
  await outboxOf(store).updateOne({ _id: entryId }, { $set: { dueAt: 0 } });
}

const outboxOf = (store: DocumentStore) => store.collection<OutboxEntry>(COLLECTIONS.outbox);
