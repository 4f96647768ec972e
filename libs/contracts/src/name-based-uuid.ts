import { createHash } from 'node:crypto';

/**
 * A name-based UUID (RFC 9562 version 5: SHA-1 of the namespace's bytes and the name): the same
 * name in the same namespace always gives the same id. The demo catalog's ids, and the UUIDs the
 * catalog shows for collections stored under other ids, are made this way.
 */
export function nameBasedUuid(namespace: Buffer, name: string): string {
  const bytes = createHash('sha1').update(namespace).update(name, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
