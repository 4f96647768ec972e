import type { DocumentStore } from '@downbeat/platform';
import { COLLECTIONS } from './documents';

/**
 * Indexes for the queries the catalog runs against the store; ensureIndexes is idempotent. Reads
 * are answered from the read model, so the catalog's own collections are only read by `_id`
 * (loading, re-reading changed entities) and need no secondary index; each one would slow writes.
 */
export async function ensureCatalogIndexes(store: DocumentStore): Promise<void> {
  await store.collection(COLLECTIONS.outbox).ensureIndexes([{ keys: { nextAttemptAt: 1 }, name: 'nextAttemptAt' }]);
}
