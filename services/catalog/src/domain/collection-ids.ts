import { nameBasedUuid } from '@downbeat/contracts';

/**
 * Collection ids as partners see them: UUIDs, as the reference API's are (its clients may parse
 * them as such). A collection stored under another id (the demo catalog's `collection-late-night`,
 * catalogs imported before) is shown under a UUID derived from it — version 5 (RFC 9562, SHA-1 of
 * the id in a fixed namespace) — so nothing stored changes and the same collection always has the
 * same public id. Both ids find it.
 */
const NAMESPACE = Buffer.from('6f1d2c3b8a9e4f5d9c7b1a2e3d4c5b6a', 'hex');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function publicCollectionId(storedId: string): string {
  return UUID.test(storedId) ? storedId.toLowerCase() : nameBasedUuid(NAMESPACE, storedId);
}
