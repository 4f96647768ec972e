import { createHash } from 'node:crypto';

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
  if (UUID.test(storedId)) return storedId.toLowerCase();
  const bytes = createHash('sha1').update(NAMESPACE).update(storedId, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
