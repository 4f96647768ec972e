/**
 * Catalog images on the edge: `/images/<id>/<width>.jpg`, public (no signature: cover art is shown
 * to anyone), at the path of its blob key. An image id always stands for the same pixels
 * (libs/contracts image keys), so the answers are cacheable forever; a generated cover nobody asked
 * for yet is drawn on the first request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseImageKey } from '@downbeat/contracts';
import type { BlobInfo, BlobStore } from '@downbeat/platform';
import type { ImageLibrary } from '../domain/image-library';
import { answer, sendBlob } from './responses';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The image a path names, or undefined when it names none. */
export function imagePath(path: string): { key: string; imageId: string; width: number } | undefined {
  const key = path.slice(1);
  const parsed = path.startsWith('/images/') ? parseImageKey(key) : undefined;
  return parsed ? { key, ...parsed } : undefined;
}

export async function serveImage(
  images: ImageLibrary,
  blobs: BlobStore,
  request: IncomingMessage,
  response: ServerResponse,
  image: { key: string; imageId: string; width: number },
) {
  // Public pictures: any page may draw them (a canvas too); no credentials involved.
  response.setHeader('Access-Control-Allow-Origin', '*');
  let info = await blobs.stat(image.key);
  if (!info && (await images.ensure(image.imageId))) info = await blobs.stat(image.key);
  if (!info) return answer(response, 404, 'Not found');
  const etag = `"${image.imageId}-${image.width}"`;
  response.setHeader('Content-Type', 'image/jpeg');
  response.setHeader('Cache-Control', IMMUTABLE);
  response.setHeader('ETag', etag);
  response.setHeader('Last-Modified', info.modifiedAt.toUTCString());
  response.setHeader('Accept-Ranges', 'bytes');
  if (notModified(request, etag, info)) return void response.writeHead(304).end();
  return sendBlob(blobs, request, response, info);
}

/** RFC 9110 §13.1: If-None-Match decides when present; else If-Modified-Since, to the second. */
function notModified(request: IncomingMessage, etag: string, info: BlobInfo): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined)
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === etag);
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(info.modifiedAt.getTime() / 1000) * 1000 <= since;
}
