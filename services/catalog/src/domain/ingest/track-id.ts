import { createHash } from 'node:crypto';

/** Namespace of track ids derived from master checksums (RFC 9562 name-based, SHA-1: version 5). */
const NAMESPACE = Buffer.from('5f0c2a9e7d3b4e1f8a6c0b2d4e6f8a1c', 'hex');

/**
 * The id of the track a master makes: a UUID derived from the master's SHA-256, so the same
 * recording always yields the same track without a lookup by checksum (which would scan the
 * collection on FerretDB) and two catalog replicas ingesting it at once agree.
 */
export function trackIdOfMaster(masterSha256: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(masterSha256.toLowerCase()).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
