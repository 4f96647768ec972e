/**
 * Ids that stay the same on every run with the same seed, so regenerating the demo catalog and
 * importing it again changes nothing (the catalog and the ingest are idempotent by id).
 */
import { nameBasedUuid } from '@downbeat/contracts';

/** The namespace of the demo catalog's name-based UUIDs (RFC 9562 version 5). */
const DEMO_NAMESPACE = Buffer.from('6f1d2c8e4b7a4f0e9c3d5a1b2e8f7c60', 'hex');

/** A version-5 UUID of `<seed>/<name>` in the demo namespace. */
export function stableUuid(seed: number, name: string): string {
  return nameBasedUuid(DEMO_NAMESPACE, `${seed}/${name}`);
}

/** File-name friendly form of a title: `Deep Boom` → `deep-boom`. */
export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
