/** How the edge answers: files from the blob store (with single byte ranges), buffers, and the error body. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { BlobInfo, BlobStore } from '@downbeat/platform';
import { parseRange } from '../domain/byte-range';

export async function sendBlob(blobs: BlobStore, request: IncomingMessage, response: ServerResponse, info: BlobInfo) {
  const range = parseRange(request.headers.range, info.size);
  if (range.kind === 'unsatisfiable') {
    response.setHeader('Content-Range', `bytes */${info.size}`);
    return answer(response, 416, 'Range not satisfiable');
  }
  if (range.kind === 'partial') {
    response.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
    response.setHeader('Content-Length', range.end - range.start + 1);
    response.writeHead(206);
  } else {
    response.setHeader('Content-Length', info.size);
    response.writeHead(200);
  }
  if (request.method === 'HEAD' || info.size === 0) return void response.end();
  try {
    const body = await blobs.read(info.key, range.kind === 'partial' ? range : undefined);
    await pipeline(body, response);
  } catch {
    // The client went away, or the rendition was deleted mid-read: the status line is out, so
    // all that is left is to cut the connection short, which the client sees as a failed fetch.
    response.destroy();
  }
}

export function sendBuffer(request: IncomingMessage, response: ServerResponse, content: Buffer) {
  const range = parseRange(request.headers.range, content.length);
  if (range.kind === 'unsatisfiable') {
    response.setHeader('Content-Range', `bytes */${content.length}`);
    return answer(response, 416, 'Range not satisfiable');
  }
  const body = range.kind === 'partial' ? content.subarray(range.start, range.end + 1) : content;
  if (range.kind === 'partial')
    response.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${content.length}`);
  response.setHeader('Content-Length', body.length);
  response.writeHead(range.kind === 'partial' ? 206 : 200);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** The specification's error body. */
export function answer(response: ServerResponse, status: number, message: string) {
  const body = JSON.stringify({ message });
  response.setHeader('Content-Type', 'application/json');
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('Content-Length', Buffer.byteLength(body));
  response.writeHead(status).end(body);
}
