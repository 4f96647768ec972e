import { createHash } from 'node:crypto';

/**
 * A name-based UUID (RFC 9562 version 5) of `name` within `namespace` (itself a UUID). The events
 * of a batch get `eventId = uuidV5(batchId, index)`, so a batch published again after a crash or
 * a lost answer carries the same event ids and consumers deduplicate it.
 */
export function uuidV5(namespace: string, name: string): string {
  const bytes = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name)
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** SHA-256 (hex) of a value's JSON: the same content always gives the same fingerprint. */
export function fingerprintOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}
