import { isAbsolute, resolve } from 'node:path';

/**
 * A record's picture as catalog takes it (an http(s) URL or an absolute path on the volume media
 * reads): URLs, file:// URIs and absolute paths as given; a relative path is relative to the
 * metadata file that names it, as a master's `file` is.
 */
export function pictureSource(image: string, directory: string): string {
  if (/^(https?|file):\/\//i.test(image) || isAbsolute(image)) return image;
  return resolve(directory, image);
}

/**
 * An NDJSON import line with its `image` made absolute; any other line as it is (a line that is
 * not a JSON object is left for the catalog to report).
 */
export function withPicturePath(json: string, directory: string): string {
  if (!json.includes('"image"')) return json;
  let record: unknown;
  try {
    record = JSON.parse(json);
  } catch {
    return json;
  }
  const image = (record as { image?: unknown } | null)?.image;
  if (typeof image !== 'string' || image.trim() === '') return json;
  const source = pictureSource(image.trim(), directory);
  return source === image ? json : JSON.stringify({ ...(record as object), image: source });
}
