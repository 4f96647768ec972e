import { createHash, hash } from 'node:crypto';

/**
 * A name-based UUID (RFC 9562 version 5) of `name` within `namespace` (itself a UUID). The events
 * of a batch get `eventId = uuidV5(batchId, index)`, so a batch published again after a crash or
 * a lost answer carries the same event ids and consumers deduplicate it.
 */
export function uuidV5(namespace: string, name: string): string {
  // One-shot hashing (no Hash object per id) and the namespace's bytes kept for the next call:
  // a batch names a hundred ids in one namespace.
  const bytes = hash('sha1', Buffer.concat([namespaceBytes(namespace), Buffer.from(name)]), 'buffer');
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex', 0, 16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let lastNamespace: { uuid: string; bytes: Buffer } | undefined;

function namespaceBytes(namespace: string): Buffer {
  if (lastNamespace?.uuid !== namespace)
    lastNamespace = { uuid: namespace, bytes: Buffer.from(namespace.replace(/-/g, ''), 'hex') };
  return lastNamespace.bytes;
}

/** SHA-256 (hex) of a value's JSON: the same content always gives the same fingerprint. */
export function fingerprintOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}
