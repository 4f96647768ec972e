/**
 * Ids that stay the same on every run with the same seed, so regenerating the demo catalog and
 * importing it again changes nothing (the catalog and the ingest are idempotent by id).
 */
import { createHash } from 'node:crypto';

/** The namespace of the demo catalog's name-based UUIDs (RFC 9562 version 5). */
const DEMO_NAMESPACE = Buffer.from('6f1d2c8e4b7a4f0e9c3d5a1b2e8f7c60', 'hex');

/** A version-5 UUID of `<seed>/<name>` in the demo namespace. */
export function stableUuid(seed: number, name: string): string {
  const hash = createHash('sha1').update(DEMO_NAMESPACE).update(`${seed}/${name}`).digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** File-name friendly form of a title: `Deep Boom` → `deep-boom`. */
export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
