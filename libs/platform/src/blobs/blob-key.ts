/**
 * Blob keys are relative paths with `/` between segments (`tracks/t1/hls/index.m3u8`). Anything
 * that could leave the store's root or alias another key is refused, whatever the platform.
 */
import { invalidArgument } from '../errors/domain-error';

const FORBIDDEN = /[\\\0]/;

export function assertBlobKey(key: string): string[] {
  return checkedSegments(key, 'key');
}

/**
 * A listing or deletion prefix: '' (everything), a directory ending in `/`, or a partial path
 * (`tracks/t1` also matches `tracks/t10/...`).
 */
export function assertBlobPrefix(prefix: string): string[] {
  if (prefix === '') return [];
  return checkedSegments(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix, 'prefix');
}

function checkedSegments(value: string, field: string): string[] {
  if (typeof value !== 'string' || value.length === 0) throw refused(field, value, 'must not be empty');
  if (FORBIDDEN.test(value)) throw refused(field, value, 'must not contain backslashes or NUL');
  if (value.startsWith('/')) throw refused(field, value, 'must be relative');
  const segments = value.split('/');
  if (segments.some((segment) => segment === '')) throw refused(field, value, 'must not contain empty segments');
  // Covers `.` and `..`, and keeps the dot-names free for the store's temp files.
  if (segments.some((segment) => segment.startsWith('.')))
    throw refused(field, value, "segments must not start with '.'");
  return segments;
}

function refused(field: string, value: string, why: string) {
  return invalidArgument(`invalid blob ${field} '${String(value).replace(/\0/g, '\\0')}': ${why}`, [
    { key: field, messages: [why] },
  ]);
}
