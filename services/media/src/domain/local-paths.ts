import { isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';
import { invalidArgument } from '@downbeat/platform';

/**
 * The path of a file on the shared volume, given as an absolute path or a file:// URI (masters,
 * pictures). INVALID_ARGUMENT on `field` for anything else, naming what the file is for.
 */
export function localPath(uri: string, field: string, what: string): string {
  let path: string;
  try {
    path = uri.startsWith('file://') ? fileURLToPath(uri) : uri;
  } catch {
    path = '';
  }
  if (!isAbsolute(path))
    throw invalidArgument(`${what} ${uri} is neither an absolute path nor a file:// URI`, [
      { key: field, messages: ['must be an absolute path or a file:// URI'] },
    ]);
  return path;
}
